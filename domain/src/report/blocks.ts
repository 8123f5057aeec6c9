import { z } from 'zod'

import { keysOf } from '../keys.ts'
import type { ReportKind } from '../order/purposes.ts'

import {
  reportBlockDefinitions,
  reportBlockTypes,
  SubjectMeasures,
  valuationMethods,
} from './blockDefinitions.ts'

export * from './blockDefinitions.ts'

/** Blocks hold what the valuer writes; what the system knows comes from the report's data (data.ts). */
export type ReportBlockType = keyof typeof reportBlockTypes
export const reportBlockTypeKeys = keysOf(reportBlockTypes)
export type ValuationMethod = keyof typeof valuationMethods

export const noSubjectMeasures: SubjectMeasures = SubjectMeasures.parse({})

type Schemas = { [T in ReportBlockType]: (typeof reportBlockDefinitions)[T]['schema'] }
export const reportBlockSchemas = Object.fromEntries(
  Object.entries(reportBlockDefinitions).map(([type, definition]) => [type, definition.schema]),
) as Schemas

export const ReportBlockContent = z.discriminatedUnion(
  'type',
  Object.values(reportBlockSchemas) as unknown as [
    (typeof reportBlockSchemas)[ReportBlockType],
    ...(typeof reportBlockSchemas)[ReportBlockType][],
  ],
)
export type ReportBlockContent = z.output<typeof ReportBlockContent>
export type ReportBlockOf<T extends ReportBlockType> = z.output<(typeof reportBlockSchemas)[T]>

/** Report kinds that show a block: leasing evidence only where a rent is assessed. */
export const blockShownFor = (block: ReportBlockContent, kind: ReportKind): boolean =>
  block.type !== 'leasingEvidence' || kind !== 'value'

export const blockHeading = (block: ReportBlockContent): string =>
  block.type === 'commentary' && block.heading ? block.heading : reportBlockTypes[block.type]
