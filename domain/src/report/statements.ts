import { formatDate } from '../order/dates.ts'
import { formatAud } from '../money.ts'
import { dollarsInWords } from './statedFigures.ts'
import type { Purpose } from '../order/purposes.ts'
import { revenueOfficeRules } from '../order/revenueOffices.ts'
import type { AustralianState } from '../order/schemas.ts'

/** ATO guidance on SMSF valuations. */
export function intendedUsers(purpose: Purpose | null, client: string): string {
  const named = client.trim() || 'the client named in this report'
  switch (purpose) {
    case 'smsf-reporting':
    case 'smsf-rental-assessment':
      return `${named}; the trustee of the fund, its approved SMSF auditor and the Australian Taxation Office may rely on it for that purpose only`
    case 'capital-gains-tax':
      return `${named}; their tax adviser and the Australian Taxation Office may rely on it for that purpose only`
    case 'transfer-duty':
      return `${named}; the state revenue office assessing the duty may rely on it for that purpose only`
    case 'financial-reporting':
      return `${named}; their auditor may rely on it for that purpose only`
    default:
      return named
  }
}

export function purposeStatement(
  purpose: Purpose | null,
  facts: { propertyState: string | null; retrospective: boolean },
): string {
  const state = facts.propertyState?.trim().toUpperCase() ?? ''
  switch (purpose) {
    case 'smsf-reporting':
      return `A self-managed superannuation fund reports its assets at market value (Superannuation Industry (Supervision) Regulations 1994, reg 8.02B), usually as at 30 June. The value is assessed from objective and supportable data, the sales and market evidence set out below, by a process the fund’s trustee and auditor can explain to a third party.`
    case 'smsf-rental-assessment':
      return `A self-managed superannuation fund leases its property on arm’s length terms (Superannuation Industry (Supervision) Act 1993, s 109): the market rent assessed here is the rent the property would let for between parties dealing at arm’s length, from the leasing evidence set out below.`
    case 'capital-gains-tax':
      return `For capital gains tax the Australian Taxation Office expects the market value at the date of the CGT event${facts.retrospective ? ', here the date of valuation' : ''}, assessed by a qualified valuer from evidence known at that date, and the method and evidence explained.`
    case 'transfer-duty':
      return `For transfer (stamp) duty the state revenue office decides what valuation it accepts, and may obtain its own. ${revenueOfficeRules[state as AustralianState]?.inReport ?? 'Check its rules on the age of the valuation and the valuer’s qualifications before lodging this report.'} Where the parties are related, the value is what the property would sell for between parties dealing at arm’s length.`
    case 'financial-reporting':
      return `For financial reporting the value is assessed as the price the property would sell for between market participants on the date of valuation (fair value, AASB 13, which for this property we take to equal its market value), from the market evidence set out below.`
    default:
      return ''
  }
}

/** A retrospective value states the value at a past date, so no period runs forward from it. */
export function relianceWording(templateText: string, retrospective: boolean): string {
  return retrospective
    ? 'This is a retrospective valuation. It states the market value as at {valuationDate}, on the evidence known at that date, in a report dated {reportDate}. It is not a current value: it may be relied on as the value at {valuationDate} only, and not as the value at any later date.'
    : templateText
}

/** The Australian Property Institute requires a valuation made without inspection to state this. */
export const noInspectionEffect =
  'Because the property was not inspected, the value rests on the information relied on being accurate. We have assumed the property is in the condition, and has the improvements and accommodation, described to us and shown in the photographs supplied. Were its condition worse, its improvements smaller or different, or defects, unapproved works or encumbrances present, the value would be lower than stated, possibly materially; were it better, higher. The value is reported on that basis, and an inspection may lead to a different figure.'

/** The API Valuers scheme does not cover Tasmania. */
export const statesOutsideLiabilityScheme: readonly string[] = ['TAS']

export const liabilityLimitedStatement =
  'Liability limited by a scheme approved under Professional Standards Legislation.'

export const liabilityLimitedApplies = (practiceInScheme: boolean, propertyState: string | null) =>
  practiceInScheme &&
  propertyState !== null &&
  !statesOutsideLiabilityScheme.includes(propertyState.trim().toUpperCase())

export function relianceUntil(valuationDate: string, days: number): string {
  const day = new Date(`${valuationDate}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day.toISOString().slice(0, 10)
}

export type ReportTextFacts = {
  client: string
  instructedBy: string
  instructedOn: string | null
  purpose: string
  valuationDate: string
  reportDate: string
  propertyState: string | null
  practice: string
  valuer: string | null
  photoCount: number
  reliancePeriodDays?: number
  marketValue?: number | null
  marketRent?: number | null
}

export const reportTextTokens = {
  client: (facts: ReportTextFacts) => facts.client,
  instructedBy: (facts: ReportTextFacts) => facts.instructedBy,
  instructedOn: (facts: ReportTextFacts) => (facts.instructedOn ? formatDate(facts.instructedOn) : ''),
  purpose: (facts: ReportTextFacts) => facts.purpose,
  valuationDate: (facts: ReportTextFacts) => formatDate(facts.valuationDate),
  reportDate: (facts: ReportTextFacts) => formatDate(facts.reportDate),
  state: (facts: ReportTextFacts) => facts.propertyState ?? '',
  practice: (facts: ReportTextFacts) => facts.practice,
  valuer: (facts: ReportTextFacts) => facts.valuer ?? 'the valuer',
  photoCount: (facts: ReportTextFacts) =>
    facts.photoCount === 0
      ? 'no photographs'
      : `${facts.photoCount} photograph${facts.photoCount === 1 ? '' : 's'}`,
  reliancePeriod: (facts: ReportTextFacts) => `${facts.reliancePeriodDays ?? 90} days`,
  relianceUntil: (facts: ReportTextFacts) =>
    formatDate(relianceUntil(facts.valuationDate, facts.reliancePeriodDays ?? 90)),
  marketValue: (facts: ReportTextFacts) => concluded(facts.marketValue, formatAud),
  marketValueInWords: (facts: ReportTextFacts) => concluded(facts.marketValue, dollarsInWords),
  marketRent: (facts: ReportTextFacts) => concluded(facts.marketRent, formatAud),
  marketRentInWords: (facts: ReportTextFacts) => concluded(facts.marketRent, dollarsInWords),
} as const

/** A concluded figure as a token prints it; before the conclusion states it (a draft's preview), a marker. */
function concluded(figure: number | null | undefined, format: (dollars: number) => string): string {
  return figure ? format(figure) : '[not yet concluded]'
}

/** A template's wording with its `{tokens}` filled from the report's facts; an unknown name is left as written. */
export const fillReportText = (text: string, facts: ReportTextFacts): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in reportTextTokens ? reportTextTokens[name as keyof typeof reportTextTokens](facts) : whole,
  )
