import { z } from 'zod'

import { todayInAustralia } from '../order/dates.ts'
import type { ReportBlockContent } from './blocks.ts'
import { positionSources, type PositionSource } from './position.ts'
import { reportImageKindKeys, type ReportImage } from './reportImages.ts'
import type { ReportTextFacts } from './statements.ts'
import { classificationKeys, type PropertyClassification } from '../property/catalogue.ts'
import { purposeKeys, reportKindKeys, type Purpose, type ReportKind } from '../order/purposes.ts'

export type ReportData = {
  reference: string
  propertyClass: string
  /** The class's key, which decides how the sales are analysed (analysis.ts); null in data from before it. */
  classification: PropertyClassification | null
  propertyType: string
  address: string
  client: string
  purpose: string
  /** The purpose's key, which decides who may rely on the report (statements.ts); null in data from before it. */
  purposeKey: Purpose | null
  reportKind: ReportKind
  propertyState: string | null
  instructedBy: string
  fund: { name: string; trustee: string; abn: string } | null
  instructedOn: string | null
  valuationDate: string
  retrospective: boolean
  reportDate: string
  practice: {
    name: string
    /** The entity that signs for the report, and its ABN (11 digits): printed on the cover and the signature. */
    legalName: string | null
    abn: string | null
    logo: string | null
    indemnity: string | null
    address: string | null
    phone: string | null
    email: string | null
    liabilityScheme: boolean
  }
  valuer: {
    name: string
    position: string | null
    licences: string[]
    memberships: string[]
    signature: string | null
  } | null
  photos: { url: string; caption: string }[]
  images: ReportImage[]
  location: { latitude: number; longitude: number; source: PositionSource; locality: string | null } | null
  draft: boolean
  correction: { version: number; reason: string } | null
  verification: { code: string; url: string } | null
}

export type LoadImage = (url: string) => Promise<Uint8Array | undefined>

/** ReportData as GET /api/reports/{id}/data answers it (the type above is the one the renderer reads). */
export const ReportDataSchema = z.object({
  reference: z.string(),
  propertyClass: z.string(),
  classification: z.enum(classificationKeys).nullable().default(null),
  propertyType: z.string(),
  address: z.string(),
  client: z.string(),
  purpose: z.string(),
  purposeKey: z.enum(purposeKeys).nullable().default(null),
  reportKind: z.enum(reportKindKeys),
  propertyState: z.string().nullable().default(null),
  instructedBy: z.string().default(''),
  fund: z.object({ name: z.string(), trustee: z.string(), abn: z.string() }).nullable().default(null),
  instructedOn: z.string().nullable().default(null),
  valuationDate: z.string(),
  retrospective: z.boolean(),
  reportDate: z.string(),
  practice: z.object({
    name: z.string(),
    legalName: z.string().nullable().default(null),
    abn: z.string().nullable().default(null),
    logo: z.string().nullable().default(null),
    indemnity: z.string().nullable().default(null),
    address: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    liabilityScheme: z.boolean().default(false),
  }),
  valuer: z
    .object({
      name: z.string(),
      position: z.string().nullable(),
      licences: z.array(z.string()),
      memberships: z.array(z.string()),
      signature: z.string().nullable().default(null),
    })
    .nullable(),
  photos: z.array(z.object({ url: z.string(), caption: z.string() })),
  images: z
    .array(
      z.object({
        url: z.string(),
        kind: z.enum(reportImageKindKeys),
        caption: z.string(),
        source: z.string().nullable().default(null),
      }),
    )
    .default([]),
  // Data from before the source was recorded is taken as approximate.
  location: z
    .object({
      latitude: z.number(),
      longitude: z.number(),
      source: z.enum(positionSources).default('suburb'),
      locality: z.string().nullable().default(null),
    })
    .nullable(),
  draft: z.boolean(),
  correction: z
    .object({ version: z.number().int().min(2), reason: z.string() })
    .nullable()
    .default(null),
  verification: z.object({ code: z.string(), url: z.string() }).nullable().default(null),
}) satisfies z.ZodType<ReportData>

export function reportDates(
  completedAt: string | null | undefined,
  retrospectiveDate: string | null | undefined,
  now = new Date(),
) {
  const reportDate = todayInAustralia(completedAt ? new Date(completedAt) : now)
  return { reportDate, valuationDate: retrospectiveDate || reportDate }
}

export const textFactsOf = (data: ReportData, blocks: ReportBlockContent[]): ReportTextFacts => {
  const conclusion = blocks.find((block) => block.type === 'conclusion')
  const statements = blocks.find((block) => block.type === 'statements')
  return {
    client: data.client,
    instructedBy: data.instructedBy || data.client,
    instructedOn: data.instructedOn,
    purpose: data.purpose,
    valuationDate: data.valuationDate,
    reportDate: data.reportDate,
    propertyState: data.propertyState,
    practice: data.practice.name,
    valuer: data.valuer?.name ?? null,
    photoCount: data.photos.length,
    reliancePeriodDays: statements?.reliancePeriodDays,
    marketValue: conclusion?.marketValue ?? null,
    marketRent: conclusion?.rentalValue ?? null,
  }
}
