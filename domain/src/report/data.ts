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
  /** Who the report is for: the contact's business, or their name. */
  client: string
  purpose: string
  /** The purpose's key, which decides who may rely on the report (statements.ts); null in data from before it. */
  purposeKey: Purpose | null
  reportKind: ReportKind
  /** The property's state or territory (QLD, TAS…), when the address said. */
  propertyState: string | null
  /** Who gave the instructions: the contact's name, and their business when they named one. */
  instructedBy: string
  /** The self-managed super fund the valuation is for, as the order named it; null when none. */
  fund: { name: string; trustee: string; abn: string } | null
  /** YYYY-MM-DD: when the order was placed. */
  instructedOn: string | null
  /** YYYY-MM-DD: the date of valuation; retrospective when it is before the report date. */
  valuationDate: string
  retrospective: boolean
  /** YYYY-MM-DD: the date the report is issued (today while it is a draft). */
  reportDate: string
  practice: {
    /** The trading name the report's pages carry. */
    name: string
    /** The entity that signs for the report, and its ABN (11 digits): printed on the cover and the signature. */
    legalName: string | null
    abn: string | null
    /** The practice's logo, for the renderer's LoadImage ("media:<id>"); null when none is uploaded. */
    logo: string | null
    /** The practice's statement of its professional-indemnity cover, as it words it; null when it states none. */
    indemnity: string | null
    address: string | null
    phone: string | null
    email: string | null
    /** The practice is a member of a Professional Standards scheme that limits its liability. */
    liabilityScheme: boolean
  }
  valuer: {
    name: string
    position: string | null
    licences: string[]
    memberships: string[]
    /** The verified signature image, for the renderer's LoadImage ("signature:<id>"); null when none is. */
    signature: string | null
  } | null
  photos: { url: string; caption: string }[]
  /** Images the valuer or an admin added (aerial, street view, plans, title), printed with their captions. */
  images: ReportImage[]
  location: { latitude: number; longitude: number; source: PositionSource; locality: string | null } | null
  /** A draft is watermarked; a completed report is not. */
  draft: boolean
  /** A corrected report (a reissue): its version and what it corrects; null for the first version. */
  correction: { version: number; reason: string } | null
  /** A delivered report's code and the link to its page on the site; null for a draft or a sample. */
  verification: { code: string; url: string } | null
}

/** A rendered report needs the bytes of its photos; the renderer asks for them by URL. */
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
