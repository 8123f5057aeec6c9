import type { Block, Field } from 'payload'

import {
  fieldDescriptors,
  reportBlockDefinitions,
  reportBlockTypes,
  type ReportBlockType,
} from '@valuedesk/domain'

type Descriptor = fieldDescriptors.FieldDescriptor
type Fields = fieldDescriptors.Fields

/** The descriptor's admin hints as Payload's `admin` (the row name is layout, not an option). */
function adminOf(field: Descriptor, extra: Record<string, unknown> = {}) {
  const { row: _row, reads, ...admin } = field.admin ?? {}
  if (reads) extra = { ...extra, components: { Field: amountFields[reads] } }
  const options = Object.fromEntries(
    Object.entries({ ...admin, ...extra }).filter(([, value]) => value !== undefined),
  )
  return Object.keys(options).length ? { admin: options } : {}
}

const amountFields = {
  dollars: '/adminUi/AmountField#DollarsField',
  area: '/adminUi/AmountField#AreaField',
} as const

const drawnArray = '/adminUi/DrawnArray#DrawnArray'

const labelOf = (field: Descriptor) => ('label' in field && field.label ? { label: field.label } : {})

/** A day picked from a calendar, shown the Australian way; kept as YYYY-MM-DD at noon UTC (Payload's day). */
const dayPicker = { date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' } }

export function payloadField(name: string, field: Descriptor): Field {
  const common = { name, ...labelOf(field) }
  switch (field.kind) {
    case 'text':
      return {
        ...common,
        type: field.multiline ? 'textarea' : 'text',
        maxLength: field.max,
        ...(field.required && { required: true }),
        // An empty default is Payload's own; stating it would give the column a default.
        ...(field.default && { defaultValue: field.default }),
        ...adminOf(field),
      } as Field
    case 'number':
      return {
        ...common,
        type: 'number',
        min: field.min,
        max: field.max,
        ...(field.required && { required: true }),
        ...(field.default !== undefined && { defaultValue: field.default }),
        ...adminOf(field),
      }
    case 'date':
      return { ...common, type: 'date', required: field.required, ...adminOf(field, dayPicker) } as Field
    case 'select':
      return {
        ...common,
        type: 'select',
        options: Object.entries(field.options).map(([value, label]) => ({ value, label })),
        ...(field.required && { required: true }),
        ...(field.formDefault && { defaultValue: field.formDefault }),
        ...adminOf(field),
      }
    case 'checkbox':
      return { ...common, type: 'checkbox', defaultValue: field.default, ...adminOf(field) }
    case 'list':
    case 'array':
      return {
        ...common,
        type: 'array',
        maxRows: field.max,
        labels: field.labels,
        ...adminOf(field, { components: { Field: drawnArray } }),
        fields: field.kind === 'list' ? [payloadField('text', field.of)] : payloadFields(field.fields),
      }
    case 'group':
      return { ...common, type: 'group', ...adminOf(field), fields: payloadFields(field.fields) }
    case 'ui':
      return { name, type: 'ui', admin: { components: { Field: field.component } } }
  }
}

export function payloadFields(fields: Fields): Field[] {
  const laidOut: Field[] = []
  let row: { name: string; fields: Field[] } | undefined
  for (const [name, field] of Object.entries(fields)) {
    const rowName = field.admin?.row
    if (rowName && row?.name === rowName) {
      row.fields.push(payloadField(name, field))
      continue
    }
    row = rowName ? { name: rowName, fields: [payloadField(name, field)] } : undefined
    laidOut.push(row ? { type: 'row', fields: row.fields } : payloadField(name, field))
  }
  return laidOut
}

export const payloadBlock = (definition: { type: string; fields: Fields }, label: string): Block => ({
  slug: definition.type,
  labels: { singular: label, plural: label },
  // Each block is headed by what it is ("Comparable sales evidence"); a second, typed name read "Untitled".
  admin: { disableBlockName: true },
  fields: payloadFields(definition.fields),
})

export const reportBlocks: Block[] = Object.values(reportBlockDefinitions).map((definition) =>
  payloadBlock(definition, reportBlockTypes[definition.type as ReportBlockType]),
)
