import { ReportBlockContent } from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'

export type PayloadReportBlock = NonNullable<Report['blocks']>[number]

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
  return { blockType: type, ...fields } as PayloadReportBlock
}

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
  if (blockType === 'comparableSales') {
    const sales = ((fields as { sales?: Record<string, unknown>[] | null }).sales ?? []).map(
      ({ id: _saleId, ...sale }) =>
        Object.fromEntries(Object.entries(sale).map(([key, value]) => [key, value ?? undefined])),
    )
    return { ...clean, type: 'comparableSales', sales } as ReportBlockContent
  }
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
