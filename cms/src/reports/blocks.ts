import type { Block, DateField, Field } from 'payload'

import {
  adjustmentKinds,
  adjustmentLabels,
  reportBlockTypes,
  valuationMethods,
  type ReportBlockType,
} from '@valuedesk/domain'

/**
 * The report's blocks as Payload blocks, field for field as domain/src/report/blocks.ts has them,
 * so the valuer adds, reorders, edits and deletes them in /admin and the API maps them one to one.
 */
const paragraphs = (
  name = 'text',
  description = 'Paragraphs separated by a blank line; **bold** shows in bold.',
): Field => ({ name, type: 'textarea', admin: { rows: 8, description } })

const tokensHelp =
  'Facts are filled in when the report is rendered: {client}, {instructedBy}, {instructedOn}, {purpose}, {valuationDate}, {reportDate}, {state}, {practice}, {valuer}, {photoCount}, {reliancePeriod}, {relianceUntil}; the figures as concluded: {marketValue}, {marketValueInWords}, {marketRent}, {marketRentInWords}.'

/** For the texts that state the value: the figures by token, so they are entered once, in the conclusion. */
const figuresHelp = `Paragraphs separated by a blank line; **bold** shows in bold. Name the value and its date by token, never typed again: ${tokensHelp}`

/** A day picked from a calendar, shown the Australian way; kept as YYYY-MM-DD at noon UTC (Payload's day). */
const calendarDay = (name: string, label: string): DateField => ({
  name,
  label,
  type: 'date',
  admin: { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } },
})

const block = (slug: ReportBlockType, fields: Field[]): Block => ({
  slug,
  labels: { singular: reportBlockTypes[slug], plural: reportBlockTypes[slug] },
  fields,
})

export const reportBlocks: Block[] = [
  block('cover', [{ name: 'title', type: 'text', defaultValue: 'Desktop Valuation Report', maxLength: 120 }]),
  block('valueSummary', [paragraphs('text', figuresHelp)]),
  block('propertyDescription', [
    {
      name: 'rows',
      type: 'array',
      labels: { singular: 'Row', plural: 'Rows' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'label', type: 'text', required: true, maxLength: 60, admin: { width: '30%' } },
            { name: 'value', type: 'text', maxLength: 500, admin: { width: '70%' } },
          ],
        },
      ],
    },
    paragraphs(),
  ]),
  block('photos', [
    {
      name: 'caption',
      type: 'text',
      maxLength: 200,
      admin: { description: 'The valuation’s photos are shown; this line goes under them.' },
    },
    {
      name: 'captions',
      label: 'Photo captions',
      type: 'array',
      maxRows: 24,
      labels: { singular: 'Photo caption', plural: 'Photo captions' },
      admin: {
        initCollapsed: false,
        description:
          'One per photo, by its slot (as on the valuation). A photo without a row is captioned with its slot.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'slot', type: 'text', required: true, maxLength: 60, admin: { width: '35%' } },
            { name: 'caption', type: 'text', maxLength: 200, admin: { width: '65%' } },
          ],
        },
      ],
    },
  ]),
  block('location', [paragraphs()]),
  block('comparableSales', [
    {
      type: 'ui',
      name: 'salesImport',
      admin: { components: { Field: '/adminUi/SalesCsvImport#SalesCsvImport' } },
    },
    {
      name: 'sales',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Comparable sale', plural: 'Comparable sales' },
      admin: {
        initCollapsed: false,
        description:
          'Rates (per m², per hectare, per head or ML, as the property’s class analyses them), yields, distances and adjusted prices are computed in the report. Adjustments are % of the price: + where the property is better than the sale, − where worse.',
      },
      fields: [
        { name: 'address', type: 'text', required: true, maxLength: 200 },
        {
          type: 'row',
          fields: [
            { ...calendarDay('saleDate', 'Sale date'), required: true },
            { name: 'price', label: 'Price ($)', type: 'number', required: true, min: 0 },
            { name: 'landArea', label: 'Land area (m²)', type: 'number', min: 0 },
            { name: 'buildingArea', label: 'Building area (m²)', type: 'number', min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'lettableArea', label: 'Lettable area (m²)', type: 'number', min: 0 },
            { name: 'passingRent', label: 'Passing rent ($ a year)', type: 'number', min: 0 },
            { name: 'marketRent', label: 'Market rent ($ a year)', type: 'number', min: 0 },
            { name: 'carryingCapacity', label: 'Carrying capacity (head)', type: 'number', min: 0 },
            { name: 'waterEntitlement', label: 'Water entitlement (ML)', type: 'number', min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'bedrooms', type: 'number', min: 0, max: 99, admin: { description: 'Dwellings' } },
            { name: 'bathrooms', type: 'number', min: 0, max: 99 },
            { name: 'carSpaces', label: 'Car spaces', type: 'number', min: 0, max: 99 },
            { name: 'latitude', type: 'number', min: -90, max: 90, admin: { step: 0.000001 } },
            { name: 'longitude', type: 'number', min: -180, max: 180, admin: { step: 0.000001 } },
          ],
        },
        {
          name: 'adjustments',
          label: 'Adjustments (% of price)',
          type: 'group',
          fields: [
            {
              type: 'row',
              fields: adjustmentKinds.map((kind): Field => ({
                name: kind,
                label: `${adjustmentLabels[kind]} %`,
                type: 'number',
                min: -100,
                max: 100,
                defaultValue: 0,
                admin: { step: 0.5, width: '25%' },
              })),
            },
          ],
        },
        {
          name: 'comparison',
          label: 'Comparison notes',
          type: 'textarea',
          maxLength: 1000,
          admin: { rows: 2 },
        },
      ],
    },
    {
      name: 'subject',
      label: 'The property’s own measures',
      type: 'group',
      admin: {
        description:
          'Printed as a row under the sales, its rates from the value adopted. The report shows the measures of the property’s class (per m² of lettable area for commercial, per hectare for rural).',
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'landArea', label: 'Land area (m²)', type: 'number', min: 0 },
            { name: 'buildingArea', label: 'Building area (m²)', type: 'number', min: 0 },
            { name: 'lettableArea', label: 'Lettable area (m²)', type: 'number', min: 0 },
            { name: 'passingRent', label: 'Passing rent ($ a year)', type: 'number', min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'carryingCapacity', label: 'Carrying capacity (head)', type: 'number', min: 0 },
            { name: 'waterEntitlement', label: 'Water entitlement (ML)', type: 'number', min: 0 },
            { name: 'bedrooms', type: 'number', min: 0, max: 99 },
            { name: 'bathrooms', type: 'number', min: 0, max: 99 },
            { name: 'carSpaces', label: 'Car spaces', type: 'number', min: 0, max: 99 },
          ],
        },
      ],
    },
    paragraphs(),
    paragraphs(
      'reconciliation',
      'Why the adopted value (the conclusion’s market value) sits where it does in the adjusted range.',
    ),
  ]),
  block('leasingEvidence', [
    {
      name: 'leases',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Lease', plural: 'Leases' },
      admin: {
        initCollapsed: false,
        description:
          'Rents per m² are computed in the report. Shown in reports of market rent (rental or both).',
      },
      fields: [
        { name: 'address', type: 'text', required: true, maxLength: 200 },
        {
          type: 'row',
          fields: [
            { ...calendarDay('leaseStart', 'Lease start'), required: true },
            { name: 'area', label: 'Area (m²)', type: 'number', min: 0 },
            { name: 'rent', label: 'Rent ($ a year)', type: 'number', required: true, min: 0 },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'terms',
              label: 'Terms and outgoings basis',
              type: 'text',
              maxLength: 200,
              admin: { placeholder: '5 + 5 years, CPI reviews, net' },
            },
            {
              name: 'incentives',
              type: 'text',
              maxLength: 200,
              admin: { placeholder: '2 months rent-free' },
            },
          ],
        },
        { name: 'comments', type: 'textarea', maxLength: 1000, admin: { rows: 2 } },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'subjectArea',
          label: 'Property’s lettable area (m²)',
          type: 'number',
          min: 0,
          admin: { description: 'States the adopted rent per m².' },
        },
        {
          name: 'relatedPartyTenant',
          label: 'The tenant is a related party (e.g. of the SMSF)',
          type: 'checkbox',
          defaultValue: false,
        },
      ],
    },
    {
      name: 'leaseRelied',
      label: 'Lease relied on',
      type: 'textarea',
      maxLength: 2000,
      admin: {
        rows: 3,
        description:
          'Parties, date, term and options, rent reviews, outgoings: the terms the rent is assessed on.',
      },
    },
    paragraphs('text', 'The rental reconciliation: how the evidence supports the adopted market rent.'),
  ]),
  block('methodology', [
    {
      name: 'method',
      type: 'select',
      required: true,
      defaultValue: 'direct-comparison',
      options: Object.entries(valuationMethods).map(([value, label]) => ({ value, label })),
    },
    {
      name: 'checkMethod',
      label: 'Checked by',
      type: 'select',
      options: Object.entries(valuationMethods).map(([value, label]) => ({ value, label })),
      admin: { description: 'The cross-check, written in this same section: a report has one methodology.' },
    },
    paragraphs('text', figuresHelp),
  ]),
  block('conclusion', [
    {
      type: 'row',
      fields: [
        { name: 'marketValue', label: 'Market value ($)', type: 'number', min: 0 },
        { name: 'rentalValue', label: 'Market rent ($ a year)', type: 'number', min: 0 },
        {
          name: 'rentalBasis',
          type: 'text',
          maxLength: 120,
          admin: { placeholder: 'per annum, net of outgoings, plus GST' },
        },
      ],
    },
    { name: 'basis', type: 'text', defaultValue: 'Market value', maxLength: 120 },
    paragraphs('text', figuresHelp),
  ]),
  block('commentary', [
    { name: 'heading', type: 'text', defaultValue: 'Market commentary', maxLength: 120 },
    paragraphs(),
  ]),
  block('assumptions', [
    {
      name: 'items',
      type: 'array',
      labels: { singular: 'Assumption', plural: 'Assumptions' },
      fields: [{ name: 'text', type: 'textarea', required: true, maxLength: 2000 }],
    },
  ]),
  block('instructions', [
    paragraphs(
      'text',
      'Restrictions on use. Who instructed, when, the purpose and who may rely on the report are filled from the order. ' +
        tokensHelp,
    ),
  ]),
  block('basisOfValue', [
    paragraphs('marketValue', 'The definition of market value (IVS), printed when a value is ordered.'),
    paragraphs('marketRent', 'The definition of market rent (IVS), printed when a rent is ordered.'),
    paragraphs('retrospective', `Printed for a retrospective valuation only. ${tokensHelp}`),
    paragraphs('text', `Anything more on the basis of value (optional). ${tokensHelp}`),
  ]),
  block('investigation', [
    paragraphs('text', `What was and was not done (desktop: no inspection). ${tokensHelp}`),
    {
      name: 'reliedOn',
      label: 'Information relied on',
      type: 'array',
      maxRows: 20,
      labels: { singular: 'Source', plural: 'Sources' },
      fields: [{ name: 'text', type: 'textarea', required: true, maxLength: 1000, admin: { rows: 2 } }],
    },
  ]),
  block('statements', [
    paragraphs('compliance', 'Compliance with the API’s standards and IVS.'),
    paragraphs('independence', 'Independence and no pecuniary interest.'),
    {
      name: 'reliancePeriodDays',
      label: 'Value may be relied on for (days from the date of valuation)',
      type: 'number',
      defaultValue: 90,
      min: 1,
      max: 365,
      required: true,
    },
    paragraphs('reliance', `How long the value may be relied on. ${tokensHelp}`),
    {
      name: 'liabilityLimited',
      label: 'Professional Standards scheme line',
      type: 'text',
      maxLength: 500,
      admin: {
        description:
          'Printed only when the practice is in a scheme and the property is in a state the scheme covers (not Tasmania).',
      },
    },
  ]),
  // Signed from the assigned valuer's record in the practice (name, licences, memberships) when rendered.
  block('signature', []),
]
