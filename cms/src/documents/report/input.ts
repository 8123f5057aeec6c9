import { z } from 'zod'

import { ReportBlockContent, reportKindKeys, type ReportData } from '@valuedesk/domain'

const day = z.iso.date('Use a date like 2026-06-30.')

/** ReportData checked at run time, for report data read from a file (the samples in content/samples). */
export const ReportDataSchema: z.ZodType<ReportData> = z.object({
  reference: z.string(),
  propertyClass: z.string(),
  propertyType: z.string(),
  address: z.string(),
  client: z.string(),
  purpose: z.string(),
  reportKind: z.enum(reportKindKeys),
  valuationDate: day,
  retrospective: z.boolean(),
  reportDate: day,
  practice: z.object({
    name: z.string(),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
  }),
  valuer: z
    .object({
      name: z.string(),
      position: z.string().nullable(),
      licences: z.array(z.string()),
      memberships: z.array(z.string()),
    })
    .nullable(),
  photos: z.array(z.object({ url: z.string(), caption: z.string() })),
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullable(),
  draft: z.boolean(),
})

/** What the report engine renders: the data and the blocks, in order. */
export const ReportInput = z.object({ data: ReportDataSchema, blocks: z.array(ReportBlockContent) })
export type ReportInput = { data: ReportData; blocks: ReportBlockContent[] }
