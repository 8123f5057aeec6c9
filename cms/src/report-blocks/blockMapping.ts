import {
  fieldDescriptors,
  ReportBlockContent,
  reportBlockDefinitions,
  type ReportBlockType,
} from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'

export type PayloadReportBlock = NonNullable<Report['blocks']>[number]

type Fields = fieldDescriptors.Fields
type Values = Record<string, unknown>

/** A list is rows of one `text`, a day noon UTC (the same day across Australia). */

const fieldsOf = (type: string): Fields => reportBlockDefinitions[type as ReportBlockType]?.fields ?? {}

const isRecord = (value: unknown): value is Values =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const rowsOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

function toPayloadValue(field: fieldDescriptors.FieldDescriptor, value: unknown): unknown {
  switch (field.kind) {
    case 'date':
      return typeof value === 'string' ? `${value}T12:00:00.000Z` : value
    case 'list':
      return rowsOf(value).map((text) => ({ text }))
    case 'array':
      return rowsOf(value).map((row) => toPayloadValues(field.fields, row))
    case 'group':
      return toPayloadValues(field.fields, value)
    default:
      return value
  }
}

function toPayloadValues(fields: Fields, values: unknown): Values {
  const record = isRecord(values) ? values : {}
  return Object.fromEntries(
    Object.entries(fields)
      .filter(([name, field]) => field.kind !== 'ui' && name in record)
      .map(([name, field]) => [name, toPayloadValue(field, record[name])]),
  )
}

/** Payload's value as content; undefined where Payload holds nothing, so the schema's default applies. */
function fromPayloadValue(field: fieldDescriptors.FieldDescriptor, value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  switch (field.kind) {
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : value
    case 'list':
      return rowsOf(value).map((row) => (isRecord(row) ? row.text : row))
    case 'array':
      return rowsOf(value).map((row) => fromPayloadValues(field.fields, row))
    case 'group':
      return fromPayloadValues(field.fields, value)
    default:
      return value
  }
}

/** Only the definition's fields: Payload's row ids and anything it adds are left behind. */
function fromPayloadValues(fields: Fields, values: unknown): Values {
  const record = isRecord(values) ? values : {}
  return Object.fromEntries(
    Object.entries(fields).flatMap(([name, field]) => {
      if (field.kind === 'ui') return []
      const value = fromPayloadValue(field, record[name])
      return value === undefined ? [] : [[name, value]]
    }),
  )
}

export function toPayloadBlock(content: ReportBlockContent): PayloadReportBlock {
  const { type, ...values } = content
  return { blockType: type, ...toPayloadValues(fieldsOf(type), values) } as PayloadReportBlock
}

export function fromPayloadBlock(block: PayloadReportBlock): ReportBlockContent {
  const { blockType, ...values } = block
  return { type: blockType, ...fromPayloadValues(fieldsOf(blockType), values) } as ReportBlockContent
}

export const blockContentsOf = (report: Pick<Report, 'blocks'>): ReportBlockContent[] =>
  (report.blocks ?? []).map((block) => ReportBlockContent.parse(fromPayloadBlock(block)))
