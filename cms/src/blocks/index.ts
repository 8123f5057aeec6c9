import { CallToAction } from './CallToAction/config.ts'
import { Directors } from './Directors/config.ts'
import { FaqList } from './FaqList/config.ts'
import { FeeTable } from './FeeTable/config.ts'
import { Hero } from './Hero/config.ts'
import { HowItWorks } from './HowItWorks/config.ts'
import { MembershipLogos } from './MembershipLogos/config.ts'
import { OutOfScope } from './OutOfScope/config.ts'
import { PropertyTypes } from './PropertyTypes/config.ts'
import { RichText } from './RichText/config.ts'
import { SampleReports } from './SampleReports/config.ts'
import { Testimonials } from './Testimonials/config.ts'
import { ValuableOpinions } from './ValuableOpinions/config.ts'

export const pageBlocks = [
  Hero,
  MembershipLogos,
  HowItWorks,
  ValuableOpinions,
  PropertyTypes,
  Directors,
  Testimonials,
  FeeTable,
  FaqList,
  SampleReports,
  OutOfScope,
  RichText,
  CallToAction,
]
