import { z } from 'zod'

import { keysOf } from '../keys.ts'
import { calendarDate } from '../order/dates.ts'
import type { ReportKind } from '../order/purposes.ts'

/**
 * The blocks a valuation report is built from, in the order a template usually puts them. Blocks
 * hold what the valuer writes; what the system knows (address, dates, photos, valuer's licences)
 * comes from the report's data (see data.ts) when the report is rendered.
 */
export const reportBlockTypes = {
  cover: 'Cover',
  valueSummary: 'Summary of value',
  instructions: 'Instructions and intended use',
  basisOfValue: 'Basis of value',
  investigation: 'Extent of investigation',
  propertyDescription: 'Property description',
  photos: 'Photographs',
  location: 'Location and map',
  comparableSales: 'Comparable sales evidence',
  leasingEvidence: 'Leasing evidence and market rent',
  methodology: 'Methodology',
  conclusion: 'Valuation conclusion',
  commentary: 'Commentary',
  assumptions: 'Assumptions and qualifications',
  statements: 'Statements and declarations',
  signature: 'Valuer’s certification and signature',
} as const
export type ReportBlockType = keyof typeof reportBlockTypes
export const reportBlockTypeKeys = keysOf(reportBlockTypes)

export const valuationMethods = {
  'direct-comparison': 'Direct comparison',
  capitalisation: 'Capitalisation of income',
  summation: 'Summation',
} as const
export type ValuationMethod = keyof typeof valuationMethods
const methodKeys = keysOf(valuationMethods)

/** Paragraphs of plain text; **bold** is the only markup the PDF renders. */
const text = (max = 20_000) => z.string().max(max, `Use at most ${max.toLocaleString('en-AU')} characters.`)
const dollars = z.number().int('Use whole dollars.').min(0).max(1_000_000_000)

const area = z.number().positive('Use an area above 0 m².').max(100_000_000).nullable().default(null)
/** A holding's land is up to a million hectares (10 billion m²); a building's floor stays within area's bound. */
const landArea = z.number().positive('Use an area above 0 m².').max(10_000_000_000).nullable().default(null)
const rent = dollars.nullable().default(null)
const quantity = z.number().min(0).max(10_000_000).nullable().default(null)
const count = z.number().int('Use a whole number.').min(0).max(99).nullable().default(null)
/** An adjustment in per cent of the price: + where the subject is better than the sale, − where worse. */
const percent = z.number().min(-100, 'Use at least −100%.').max(100, 'Use at most 100%.').default(0)

/** How a sale compares with the subject, in per cent of its price (see comparables.ts). */
export const SaleAdjustments = z.object({
  location: percent,
  size: percent,
  condition: percent,
  time: percent,
})
export type SaleAdjustments = z.output<typeof SaleAdjustments>

export const ComparableSale = z.object({
  address: z.string().trim().min(1, 'Enter the sale’s address.').max(200),
  saleDate: calendarDate('Use a date like 2026-06-30.'),
  price: dollars,
  landArea,
  buildingArea: area,
  /** Net (or gross) lettable area of a commercial, industrial or retail sale, m². */
  lettableArea: area,
  /** The rent passing at the sale, $ a year (net); null when sold vacant. */
  passingRent: rent,
  /** The valuer's market rent for the sold property, $ a year. */
  marketRent: rent,
  /** A rural holding's carrying capacity, head (or DSE). */
  carryingCapacity: quantity,
  /** A rural holding's water entitlement, megalitres. */
  waterEntitlement: quantity,
  bedrooms: count,
  bathrooms: count,
  carSpaces: count,
  latitude: z.number().min(-90).max(90).nullable().default(null),
  longitude: z.number().min(-180).max(180).nullable().default(null),
  adjustments: SaleAdjustments.default({ location: 0, size: 0, condition: 0, time: 0 }),
  comparison: text(1000).default(''),
})
export type ComparableSale = z.output<typeof ComparableSale>

/** The subject's own measures, analysed beside the sales (its rate from the adopted value): analysis.ts. */
export const SubjectMeasures = z.object({
  landArea,
  buildingArea: area,
  lettableArea: area,
  passingRent: rent,
  carryingCapacity: quantity,
  waterEntitlement: quantity,
  bedrooms: count,
  bathrooms: count,
  carSpaces: count,
})
export type SubjectMeasures = z.output<typeof SubjectMeasures>
export const noSubjectMeasures: SubjectMeasures = SubjectMeasures.parse({})

/** A lease of a comparable property: the evidence a market rent is assessed from. */
export const LeaseEvidence = z.object({
  address: z.string().trim().min(1, 'Enter the leased property’s address.').max(200),
  leaseStart: calendarDate('Use a date like 2026-06-30.'),
  area: area,
  rent: dollars,
  terms: z.string().trim().max(200).default(''),
  incentives: z.string().trim().max(200).default(''),
  comments: text(1000).default(''),
})
export type LeaseEvidence = z.output<typeof LeaseEvidence>

export const reportBlockSchemas = {
  cover: z.object({
    type: z.literal('cover'),
    title: z.string().trim().max(120).default('Desktop Valuation Report'),
  }),
  valueSummary: z.object({ type: z.literal('valueSummary'), text: text().default('') }),
  propertyDescription: z.object({
    type: z.literal('propertyDescription'),
    rows: z
      .array(z.object({ label: z.string().trim().min(1).max(60), value: z.string().trim().max(500) }))
      .max(40)
      .default([]),
    text: text().default(''),
  }),
  photos: z.object({
    type: z.literal('photos'),
    caption: z.string().trim().max(200).default(''),
    /** Each photo's own caption, by its slot; a photo without one reads its slot (photoCaptions.ts). */
    captions: z
      .array(z.object({ slot: z.string().trim().min(1).max(60), caption: z.string().trim().max(200) }))
      .max(24)
      .default([]),
  }),
  location: z.object({ type: z.literal('location'), text: text().default('') }),
  comparableSales: z.object({
    type: z.literal('comparableSales'),
    sales: z.array(ComparableSale).max(20).default([]),
    subject: SubjectMeasures.default(() => SubjectMeasures.parse({})),
    text: text().default(''),
    /** Why the adopted value sits where it does in the adjusted range. */
    reconciliation: text(4000).default(''),
  }),
  leasingEvidence: z.object({
    type: z.literal('leasingEvidence'),
    leases: z.array(LeaseEvidence).max(20).default([]),
    /** The subject's lettable area, to state the adopted rent per m². */
    subjectArea: area,
    /** The tenant is a related party of the owner (an SMSF leasing to a member's business). */
    relatedPartyTenant: z.boolean().default(false),
    /** The lease (or its terms) the assessment relies on: parties, term, options, reviews, outgoings. */
    leaseRelied: text(2000).default(''),
    text: text().default(''),
  }),
  methodology: z.object({
    type: z.literal('methodology'),
    method: z.enum(methodKeys, `Choose one of ${methodKeys.join(', ')}.`),
    /** The method the value is checked by, in the same section: a report has one methodology. */
    checkMethod: z.enum(methodKeys).nullable().default(null),
    text: text().default(''),
  }),
  conclusion: z.object({
    type: z.literal('conclusion'),
    marketValue: dollars.nullable().default(null),
    rentalValue: dollars.nullable().default(null),
    rentalBasis: z.string().trim().max(120).default(''),
    basis: z.string().trim().max(120).default('Market value'),
    text: text().default(''),
  }),
  commentary: z.object({
    type: z.literal('commentary'),
    heading: z.string().trim().max(120).default('Market commentary'),
    text: text().default(''),
  }),
  assumptions: z.object({ type: z.literal('assumptions'), items: z.array(text(2000)).max(40).default([]) }),
  // The wording of these four is the template's (admins edit it); the facts ({client}, {valuationDate}…) are
  // filled from the report's data when it is rendered (reportText.ts), never typed.
  instructions: z.object({
    type: z.literal('instructions'),
    /** The restrictions on use, after the table of who instructed, when, why and who may rely on it. */
    text: text().default(''),
  }),
  basisOfValue: z.object({
    type: z.literal('basisOfValue'),
    /** IVS market value, printed when a value is ordered. */
    marketValue: text(4000).default(''),
    /** IVS market rent, printed when a rent is ordered. */
    marketRent: text(4000).default(''),
    /** Printed for a retrospective valuation: evidence known at the date of value only. */
    retrospective: text(4000).default(''),
    text: text().default(''),
  }),
  investigation: z.object({
    type: z.literal('investigation'),
    text: text().default(''),
    /** The information relied on, one item each. */
    reliedOn: z.array(text(1000)).max(20).default([]),
  }),
  statements: z.object({
    type: z.literal('statements'),
    compliance: text(4000).default(''),
    independence: text(4000).default(''),
    /** How long the value may be relied on, in days from the date of valuation. */
    reliancePeriodDays: z.number().int('Use whole days.').min(1).max(365).default(90),
    reliance: text(4000).default(''),
    /** Printed only where the practice's Professional Standards scheme applies (statements.ts). */
    liabilityLimited: text(500).default(''),
  }),
  signature: z.object({ type: z.literal('signature') }),
} as const

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

/** A block's heading in the report: a commentary's own heading, else its type's name. */
export const blockHeading = (block: ReportBlockContent): string =>
  block.type === 'commentary' && block.heading ? block.heading : reportBlockTypes[block.type]
