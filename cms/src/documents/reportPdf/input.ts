import { z } from 'zod'

import {
  positionSources,
  ReportBlockContent,
  ReportDataSchema as ReportDataResponse,
  type ReportData,
} from '@valuedesk/domain'

const day = z.iso.date('Use a date like 2026-06-30.')

export const ReportDataSchema: z.ZodType<ReportData> = ReportDataResponse.extend({
  valuationDate: day,
  reportDate: day,
  // A sample without its source is taken as approximate, as the data of a stored report is.
  location: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      source: z.enum(positionSources).default('suburb'),
      locality: z.string().trim().min(1).max(200).nullable().default(null),
    })
    .nullable(),
})

export const ReportInput = z.object({ data: ReportDataSchema, blocks: z.array(ReportBlockContent) })
export type ReportInput = { data: ReportData; blocks: ReportBlockContent[] }
