import { z } from 'zod'

import { propertyClassifications } from './property/catalogue.ts'
import { purposes, reportKinds, specialUses } from './order/purposes.ts'
import { valuationStatuses } from './valuation/status.ts'

export type EnumerationValue = {
  EnumerationId: string
  Type: string
  Value: string
  Label: string
  ParentId: string | null
  InScope?: boolean
  Children?: EnumerationValue[]
}
export type EnumerationGroup = { GroupId: string; Name: string; Types: string[] }

const value = (
  type: string,
  key: string,
  label: string,
  parent: string | null = null,
  extra: Partial<EnumerationValue> = {},
): EnumerationValue => ({
  EnumerationId: `${type}.${key}`,
  Type: type,
  Value: key,
  Label: label,
  ParentId: parent,
  ...extra,
})

/** The order form's lists, as the spec's enumerations: values with types, parents and groups. */
export const enumerationValues: EnumerationValue[] = [
  ...Object.entries(propertyClassifications).flatMap(([key, classification]) => [
    value('property-classification', key, classification.label),
    ...Object.entries(classification.types).map(([type, { label }]) =>
      value('property-type', `${key}.${type}`, label, `property-classification.${key}`),
    ),
  ]),
  ...Object.entries(purposes).map(([key, purpose]) =>
    value('purpose', key, purpose.label, null, { InScope: purpose.inScope }),
  ),
  ...Object.entries(reportKinds).map(([key, label]) => value('report-kind', key, label)),
  ...Object.entries(specialUses).map(([key, label]) =>
    value('special-use', key, label, null, { InScope: key === 'none' }),
  ),
  value('valuation-basis', 'current', 'Current (as at today)'),
  value('valuation-basis', 'retrospective', 'Retrospective (as at a past date)'),
  ...Object.entries(valuationStatuses).map(([label, status]) =>
    value('valuation-status', String(status), label),
  ),
]

export const enumerationGroups: EnumerationGroup[] = [
  {
    GroupId: 'property',
    Name: 'Property',
    Types: ['property-classification', 'property-type', 'special-use'],
  },
  { GroupId: 'order', Name: 'Order', Types: ['purpose', 'report-kind', 'valuation-basis'] },
  { GroupId: 'valuation', Name: 'Valuation', Types: ['valuation-status'] },
]

export const EnumerationValueSchema: z.ZodType<EnumerationValue> = z
  .lazy(
    () =>
      z.object({
        EnumerationId: z.string(),
        Type: z.string(),
        Value: z.string(),
        Label: z.string(),
        ParentId: z.string().nullable(),
        InScope: z.boolean().optional(),
        Children: z.array(EnumerationValueSchema).optional(),
      }),
    // The id names it in the API document's components (it contains itself, so it is a shared schema there).
  )
  .meta({ id: 'EnumerationValue' })
export const EnumerationGroupSchema = z.object({
  GroupId: z.string(),
  Name: z.string(),
  Types: z.array(z.string()),
})

const typeName = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,59}$/, 'Use lower-case letters, digits and hyphens, like “property-type”.')

export const EnumerationCreate = z.strictObject({
  Type: typeName,
  Value: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][\w.-]{0,99}$/, 'Use letters, digits, dots, hyphens and underscores.'),
  Label: z.string().trim().min(1, 'Enter the label people see.').max(200),
  ParentId: z.string().trim().max(200).nullable().optional(),
  InScope: z.boolean().optional(),
  SortOrder: z.number().int().min(0).max(100_000).optional(),
})
/** PATCH /api/enumerations/{id}: what may change once a value exists (its Type and Value are its identity). */
export const EnumerationPatch = EnumerationCreate.pick({
  Label: true,
  ParentId: true,
  InScope: true,
  SortOrder: true,
})
  .partial()
  .strict()
