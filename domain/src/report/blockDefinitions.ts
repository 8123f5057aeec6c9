import type { z } from 'zod'

import {
  array,
  blockOf,
  checkbox,
  date,
  group,
  list,
  number,
  select,
  text,
  ui,
  type NumberSpec,
  type TextSpec,
} from './fieldDescriptors.ts'

/**
 * Each report block stated once: its fields, limits, defaults and admin help. The API's and renderer's
 * schemas (blocks.ts) and the admin's Payload blocks (cms/src/report-blocks/payloadBlocks.ts) are made from
 * these, so a new section is a new entry here (and its drawing in the renderer).
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

export const valuationMethods = {
  'direct-comparison': 'Direct comparison',
  capitalisation: 'Capitalisation of income',
  summation: 'Summation',
} as const

const tokensHelp =
  'Facts are filled in when the report is rendered: {client}, {instructedBy}, {instructedOn}, {purpose}, {valuationDate}, {reportDate}, {state}, {practice}, {valuer}, {photoCount}, {reliancePeriod}, {relianceUntil}; the figures as concluded: {marketValue}, {marketValueInWords}, {marketRent}, {marketRentInWords}.'
const paragraphsHelp = 'Paragraphs separated by a blank line; **bold** shows in bold.'
/** For the texts that state the value: the figures by token, so they are entered once, in the conclusion. */
const figuresHelp = `${paragraphsHelp} Name the value and its date by token, never typed again: ${tokensHelp}`

/** Paragraphs of plain text; **bold** is the only markup the PDF renders. */
const paragraphs = (description = paragraphsHelp, max = 20_000, spec: Omit<TextSpec, 'max'> = {}) =>
  text({ max, multiline: true, ...spec, admin: { rows: 8, description, ...spec.admin } })

const dollars = { integer: 'Use whole dollars.', min: 0, max: 1_000_000_000 } satisfies NumberSpec
const areaLimits = { min: 0, aboveMin: 'Use an area above 0 m².', max: 100_000_000 } satisfies NumberSpec
const area = (label: string, row: string) => number({ ...areaLimits, label, admin: { row, reads: 'area' } })
/** A holding's land is up to a million hectares (10 billion m²); a building's floor stays within area's bound. */
const landArea = (row: string) =>
  number({ ...areaLimits, max: 10_000_000_000, label: 'Land area (m²)', admin: { row, reads: 'area' } })
const rent = (label: string, row: string) => number({ ...dollars, label, admin: { row, reads: 'dollars' } })
const quantity = (label: string, row: string) => number({ min: 0, max: 10_000_000, label, admin: { row } })
const count = (row: string, label?: string, description?: string) =>
  number({ integer: 'Use a whole number.', min: 0, max: 99, label, admin: { row, description } })
/** An adjustment in per cent of the price: + where the subject is better than the sale, − where worse. */
const percent = (label: string) =>
  number({
    min: -100,
    minMessage: 'Use at least −100%.',
    max: 100,
    maxMessage: 'Use at most 100%.',
    default: 0,
    label: `${label} %`,
    admin: { row: 'adjustments', step: 0.5, width: '25%' },
  })
const address = (required: string) => text({ max: 200, required })
const dateMessage = 'Use a date like 2026-06-30.'

/** How a sale compares with the subject, in per cent of its price (see comparables.ts). */
const saleAdjustments = group({
  label: 'Adjustments (% of price)',
  fields: {
    location: percent('Location'),
    size: percent('Size'),
    condition: percent('Condition'),
    time: percent('Time'),
  },
})

const comparableSale = array({
  max: 20,
  labels: { singular: 'Comparable sale', plural: 'Comparable sales' },
  admin: {
    initCollapsed: false,
    description:
      'Rates (per m², per hectare, per head or ML, as the property’s class analyses them), yields, distances and adjusted prices are computed in the report. Adjustments are % of the price: + where the property is better than the sale, − where worse.',
  },
  fields: {
    address: address('Enter the sale’s address.'),
    saleDate: date({ message: dateMessage, required: true, label: 'Sale date', admin: { row: 'sale' } }),
    price: number({
      ...dollars,
      required: true,
      label: 'Price ($)',
      admin: { row: 'sale', reads: 'dollars' },
    }),
    landArea: landArea('sale'),
    buildingArea: area('Building area (m²)', 'sale'),
    /** Net (or gross) lettable area of a commercial, industrial or retail sale, m². */
    lettableArea: area('Lettable area (m²)', 'income'),
    /** The rent passing at the sale, $ a year (net); null when sold vacant. */
    passingRent: rent('Passing rent ($ a year)', 'income'),
    /** The valuer's market rent for the sold property, $ a year. */
    marketRent: rent('Market rent ($ a year)', 'income'),
    /** A rural holding's carrying capacity, head (or DSE). */
    carryingCapacity: quantity('Carrying capacity (head)', 'income'),
    /** A rural holding's water entitlement, megalitres. */
    waterEntitlement: quantity('Water entitlement (ML)', 'income'),
    bedrooms: count('dwelling', undefined, 'Dwellings'),
    bathrooms: count('dwelling'),
    carSpaces: count('dwelling', 'Car spaces'),
    latitude: number({ min: -90, max: 90, admin: { row: 'dwelling', step: 0.000001 } }),
    longitude: number({ min: -180, max: 180, admin: { row: 'dwelling', step: 0.000001 } }),
    adjustments: saleAdjustments,
    comparison: text({ max: 1000, multiline: true, label: 'Comparison notes', admin: { rows: 2 } }),
  },
})

/** The subject's own measures, analysed beside the sales (its rate from the adopted value): analysis.ts. */
const subjectMeasures = group({
  label: 'The property’s own measures',
  admin: {
    description:
      'Printed as a row under the sales, its rates from the value adopted. The report shows the measures of the property’s class (per m² of lettable area for commercial, per hectare for rural).',
  },
  fields: {
    landArea: landArea('size'),
    buildingArea: area('Building area (m²)', 'size'),
    lettableArea: area('Lettable area (m²)', 'size'),
    passingRent: rent('Passing rent ($ a year)', 'size'),
    carryingCapacity: quantity('Carrying capacity (head)', 'holding'),
    waterEntitlement: quantity('Water entitlement (ML)', 'holding'),
    bedrooms: count('holding'),
    bathrooms: count('holding'),
    carSpaces: count('holding', 'Car spaces'),
  },
})

/** A lease of a comparable property: the evidence a market rent is assessed from. */
const leaseEvidence = array({
  max: 20,
  labels: { singular: 'Lease', plural: 'Leases' },
  admin: {
    initCollapsed: false,
    description: 'Rents per m² are computed in the report. Shown in reports of market rent (rental or both).',
  },
  fields: {
    address: address('Enter the leased property’s address.'),
    leaseStart: date({ message: dateMessage, required: true, label: 'Lease start', admin: { row: 'lease' } }),
    area: area('Area (m²)', 'lease'),
    rent: number({
      ...dollars,
      required: true,
      label: 'Rent ($ a year)',
      admin: { row: 'lease', reads: 'dollars' },
    }),
    terms: text({
      max: 200,
      label: 'Terms and outgoings basis',
      admin: { row: 'terms', placeholder: '5 + 5 years, CPI reviews, net' },
    }),
    incentives: text({ max: 200, admin: { row: 'terms', placeholder: '2 months rent-free' } }),
    comments: text({ max: 1000, multiline: true, admin: { rows: 2 } }),
  },
})

export const SaleAdjustments = saleAdjustments.record
export type SaleAdjustments = z.output<typeof SaleAdjustments>
export const ComparableSale = comparableSale.row
export type ComparableSale = z.output<typeof ComparableSale>
export const SubjectMeasures = subjectMeasures.record
export type SubjectMeasures = z.output<typeof SubjectMeasures>
export const LeaseEvidence = leaseEvidence.row
export type LeaseEvidence = z.output<typeof LeaseEvidence>

const methodList = Object.keys(valuationMethods).join(', ')

export const reportBlockDefinitions = {
  cover: blockOf('cover', { title: text({ max: 120, default: 'Desktop Valuation Report' }) }),
  valueSummary: blockOf('valueSummary', { text: paragraphs(figuresHelp) }),
  propertyDescription: blockOf('propertyDescription', {
    rows: array({
      max: 40,
      labels: { singular: 'Row', plural: 'Rows' },
      fields: {
        label: text({ max: 60, required: true, admin: { row: 'row', width: '30%' } }),
        value: text({ max: 500, admin: { row: 'row', width: '70%' } }),
      },
    }),
    text: paragraphs(),
  }),
  photos: blockOf('photos', {
    caption: text({
      max: 200,
      admin: { description: 'The valuation’s photos are shown; this line goes under them.' },
    }),
    /** Each photo's own caption, by its slot; a photo without one reads its slot (photoCaptions.ts). */
    captions: array({
      max: 24,
      label: 'Photo captions',
      labels: { singular: 'Photo caption', plural: 'Photo captions' },
      admin: {
        initCollapsed: false,
        description:
          'One per photo, by its slot (as on the valuation). A photo without a row is captioned with its slot.',
      },
      fields: {
        slot: text({ max: 60, required: true, admin: { row: 'caption', width: '35%' } }),
        caption: text({ max: 200, admin: { row: 'caption', width: '65%' } }),
      },
    }),
  }),
  location: blockOf('location', { text: paragraphs() }),
  comparableSales: blockOf('comparableSales', {
    salesImport: ui('/adminUi/SalesCsvImport#SalesCsvImport'),
    sales: comparableSale,
    subject: subjectMeasures,
    /** The sales' adjusted prices, range and a proposed value, live as the valuer works; and suggestions. */
    evidence: ui('/adminUi/AdjustedEvidence#AdjustedEvidence'),
    text: paragraphs(),
    /** Why the adopted value sits where it does in the adjusted range. */
    reconciliation: paragraphs(
      'Why the adopted value (the conclusion’s market value) sits where it does in the adjusted range.',
      4000,
    ),
  }),
  leasingEvidence: blockOf('leasingEvidence', {
    leases: leaseEvidence,
    /** The subject's lettable area, to state the adopted rent per m². */
    subjectArea: number({
      ...areaLimits,
      label: 'Property’s lettable area (m²)',
      admin: { row: 'subject', description: 'States the adopted rent per m².' },
    }),
    /** The tenant is a related party of the owner (an SMSF leasing to a member's business). */
    relatedPartyTenant: checkbox({
      default: false,
      label: 'The tenant is a related party (e.g. of the SMSF)',
      admin: { row: 'subject' },
    }),
    /** The lease (or its terms) the assessment relies on: parties, term, options, reviews, outgoings. */
    leaseRelied: text({
      max: 2000,
      multiline: true,
      label: 'Lease relied on',
      admin: {
        rows: 3,
        description:
          'Parties, date, term and options, rent reviews, outgoings: the terms the rent is assessed on.',
      },
    }),
    text: paragraphs('The rental reconciliation: how the evidence supports the adopted market rent.'),
  }),
  methodology: blockOf('methodology', {
    method: select({
      options: valuationMethods,
      required: `Choose one of ${methodList}.`,
      formDefault: 'direct-comparison',
    }),
    /** The method the value is checked by, in the same section: a report has one methodology. */
    checkMethod: select({
      options: valuationMethods,
      label: 'Checked by',
      admin: { description: 'The cross-check, written in this same section: a report has one methodology.' },
    }),
    text: paragraphs(figuresHelp),
  }),
  conclusion: blockOf('conclusion', {
    marketValue: number({
      ...dollars,
      label: 'Market value ($)',
      admin: { row: 'figures', reads: 'dollars' },
    }),
    rentalValue: number({
      ...dollars,
      label: 'Market rent ($ a year)',
      admin: { row: 'figures', reads: 'dollars' },
    }),
    rentalBasis: text({
      max: 120,
      label: 'Rental basis',
      admin: { row: 'figures', placeholder: 'per annum, net of outgoings, plus GST' },
    }),
    basis: text({ max: 120, default: 'Market value' }),
    text: paragraphs(figuresHelp),
  }),
  commentary: blockOf('commentary', {
    heading: text({ max: 120, default: 'Market commentary' }),
    text: paragraphs(),
  }),
  assumptions: blockOf('assumptions', {
    items: list({
      max: 40,
      labels: { singular: 'Assumption', plural: 'Assumptions' },
      of: text({ max: 2000, multiline: true, required: true }),
    }),
  }),
  // The wording of these four is the template's (admins edit it); the facts ({client}, {valuationDate}…) are
  // filled from the report's data when it is rendered (reportText.ts), never typed.
  instructions: blockOf('instructions', {
    /** The restrictions on use, after the table of who instructed, when, why and who may rely on it. */
    text: paragraphs(
      'Restrictions on use. Who instructed, when, the purpose and who may rely on the report are filled from the order. ' +
        tokensHelp,
    ),
  }),
  basisOfValue: blockOf('basisOfValue', {
    /** IVS market value, printed when a value is ordered. */
    marketValue: paragraphs('The definition of market value (IVS), printed when a value is ordered.', 4000),
    /** IVS market rent, printed when a rent is ordered. */
    marketRent: paragraphs('The definition of market rent (IVS), printed when a rent is ordered.', 4000),
    /** Printed for a retrospective valuation: evidence known at the date of value only. */
    retrospective: paragraphs(`Printed for a retrospective valuation only. ${tokensHelp}`, 4000),
    text: paragraphs(`Anything more on the basis of value (optional). ${tokensHelp}`),
  }),
  investigation: blockOf('investigation', {
    text: paragraphs(`What was and was not done (desktop: no inspection). ${tokensHelp}`),
    /** The information relied on, one item each. */
    reliedOn: list({
      max: 20,
      label: 'Information relied on',
      labels: { singular: 'Source', plural: 'Sources' },
      of: text({ max: 1000, multiline: true, required: true, admin: { rows: 2 } }),
    }),
  }),
  statements: blockOf('statements', {
    compliance: paragraphs('Compliance with the API’s standards and IVS.', 4000),
    independence: paragraphs('Independence and no pecuniary interest.', 4000),
    /** How long the value may be relied on, in days from the date of valuation. */
    reliancePeriodDays: number({
      integer: 'Use whole days.',
      min: 1,
      max: 365,
      required: true,
      default: 90,
      label: 'Value may be relied on for (days from the date of valuation)',
    }),
    reliance: paragraphs(`How long the value may be relied on. ${tokensHelp}`, 4000),
    /** Printed only where the practice's Professional Standards scheme applies (statements.ts). */
    liabilityLimited: text({
      max: 500,
      trim: false,
      label: 'Professional Standards scheme line',
      admin: {
        description:
          'Printed only when the practice is in a scheme and the property is in a state the scheme covers (not Tasmania).',
      },
    }),
  }),
  // Signed from the assigned valuer's record in the practice (name, licences, memberships) when rendered.
  signature: blockOf('signature', {}),
} as const
