import { ReportBlockContent } from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'

export type PayloadReportBlock = NonNullable<Report['blocks']>[number]

/** Payload keeps a day picked in the calendar at noon UTC (the same day across Australia); blocks hold YYYY-MM-DD. */
const toPayloadDay = (day: string) => `${day}T12:00:00.000Z`
const fromPayloadDay = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : value)

/** Domain block content → a Payload block (blockType, and assumptions as rows). */
export function toPayloadBlock(content: ReportBlockContent): PayloadReportBlock {
  const { type, ...fields } = content
  if (content.type === 'assumptions')
    return { blockType: 'assumptions', items: content.items.map((text) => ({ text })) } as PayloadReportBlock
  if (content.type === 'investigation')
    return {
      ...fields,
      blockType: type,
      reliedOn: content.reliedOn.map((text) => ({ text })),
    } as PayloadReportBlock
  if (content.type === 'comparableSales')
    return {
      blockType: type,
      ...fields,
      sales: content.sales.map((sale) => ({ ...sale, saleDate: toPayloadDay(sale.saleDate) })),
    } as PayloadReportBlock
  if (content.type === 'leasingEvidence')
    return {
      blockType: type,
      ...fields,
      leases: content.leases.map((lease) => ({ ...lease, leaseStart: toPayloadDay(lease.leaseStart) })),
    } as PayloadReportBlock
  return { blockType: type, ...fields } as PayloadReportBlock
}

/** A Payload row or group as plain content: no row id, and Payload's nulls as absent (the schema's defaults). */
const rowContent = (row: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(row)
      .filter(([key, value]) => key !== 'id' && value !== null && value !== undefined)
      .map(([key, value]) => [
        key,
        typeof value === 'object' && !Array.isArray(value)
          ? rowContent(value as Record<string, unknown>)
          : value,
      ]),
  )

/** The rows of a block's array field, with each one's day field as YYYY-MM-DD. */
const rowsOf = (fields: object, name: string, day: string) =>
  ((fields as Record<string, Record<string, unknown>[] | null | undefined>)[name] ?? []).map((row) => {
    const content = rowContent(row)
    return { ...content, [day]: fromPayloadDay(content[day]) }
  })

/** A Payload block → domain block content (without Payload's id and block name). */
export function fromPayloadBlock(block: PayloadReportBlock): ReportBlockContent {
  const {
    blockType,
    id: _id,
    blockName: _name,
    ...fields
  } = block as PayloadReportBlock & { blockName?: string | null }
  const clean = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? undefined]))
  if (blockType === 'assumptions')
    return {
      type: 'assumptions',
      items: ((fields as { items?: { text: string }[] | null }).items ?? []).map((item) => item.text),
    }
  if (blockType === 'investigation')
    return {
      ...clean,
      type: 'investigation',
      reliedOn: ((fields as { reliedOn?: { text: string }[] | null }).reliedOn ?? []).map(
        (item) => item.text,
      ),
    } as ReportBlockContent
  if (blockType === 'comparableSales')
    return {
      ...clean,
      type: 'comparableSales',
      sales: rowsOf(fields, 'sales', 'saleDate'),
    } as ReportBlockContent
  if (blockType === 'leasingEvidence')
    return {
      ...clean,
      type: 'leasingEvidence',
      leases: rowsOf(fields, 'leases', 'leaseStart'),
    } as ReportBlockContent
  if (blockType === 'photos') {
    const captions = ((fields as { captions?: Record<string, unknown>[] | null }).captions ?? []).map(
      ({ id: _rowId, ...row }) => ({ slot: String(row.slot ?? ''), caption: String(row.caption ?? '') }),
    )
    return { ...clean, type: 'photos', captions } as ReportBlockContent
  }
  if (blockType === 'propertyDescription') {
    const rows = ((fields as { rows?: Record<string, unknown>[] | null }).rows ?? []).map(
      ({ id: _rowId, ...row }) => ({ label: String(row.label ?? ''), value: String(row.value ?? '') }),
    )
    return { ...clean, type: 'propertyDescription', rows } as ReportBlockContent
  }
  return { ...clean, type: blockType } as ReportBlockContent
}

/** A report's blocks as domain content, each checked against its type's schema. */
export const blockContentsOf = (report: Pick<Report, 'blocks'>): ReportBlockContent[] =>
  (report.blocks ?? []).map((block) => ReportBlockContent.parse(fromPayloadBlock(block)))
