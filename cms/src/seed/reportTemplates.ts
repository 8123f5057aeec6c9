import type { Payload } from 'payload'

import type { ReportBlockContent } from '@valuedesk/domain'

import { toPayloadBlock, type PayloadReportBlock } from '../report-blocks/blockMapping.ts'
import { readJson } from './readContent.ts'

type TemplateFile = {
  name: string
  type: 'residential' | 'commercial' | 'industrial' | 'retail' | 'rural'
  blocks: ReportBlockContent[]
}

/** The blocks a compliant report needs (rule "compliance"), which templates made before them lack. */
const statementTypes = ['instructions', 'basisOfValue', 'investigation', 'statements'] as const

/** Reports from a template without statement blocks could not be sent. */
function withStatements(blocks: PayloadReportBlock[], from: TemplateFile): PayloadReportBlock[] | undefined {
  const missing = statementTypes.filter((type) => !blocks.some((block) => block.blockType === type))
  if (!missing.length) return undefined
  const next = [...blocks]
  for (const type of missing) {
    const content = from.blocks.find((block) => block.type === type)
    if (!content) continue
    const at =
      type === 'statements'
        ? next.findIndex((block) => block.blockType === 'signature')
        : next.findIndex((block) => block.blockType === 'propertyDescription')
    next.splice(at < 0 ? next.length : at, 0, toPayloadBlock(content))
  }
  return next
}

type Methodology = Extract<PayloadReportBlock, { blockType: 'methodology' }>

/** A report printing "Methodology" twice cannot be sent (sectionsOnce). */
function withOneMethodology(blocks: PayloadReportBlock[]): PayloadReportBlock[] | undefined {
  const methods = blocks.filter((block): block is Methodology => block.blockType === 'methodology')
  if (methods.length < 2) return undefined
  const [first, ...rest] = methods as [Methodology, ...Methodology[]]
  const merged: Methodology = {
    ...first,
    checkMethod: first.checkMethod ?? rest[0]!.method,
    text: [first, ...rest]
      .map((block) => block.text?.trim())
      .filter(Boolean)
      .join('\n\n'),
  }
  return blocks.flatMap((block) =>
    block === first ? [merged] : rest.includes(block as Methodology) ? [] : [block],
  )
}

/** Templates admins edited are left as they are, but for the statement blocks a compliant report needs. */
export async function ensureReportTemplates(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'report-templates',
    limit: 0,
    pagination: false,
    depth: 0,
  })
  const types = new Set(existing.docs.map((doc) => doc.type))
  const files = readJson<TemplateFile[]>('report-templates.json')
  for (const doc of existing.docs) {
    const from = files.find((template) => template.type === doc.type)
    const stored = (doc.blocks ?? []) as PayloadReportBlock[]
    const withBoth = from && withStatements(stored, from)
    const blocks = withOneMethodology(withBoth ?? stored) ?? withBoth
    if (blocks) await payload.update({ collection: 'report-templates', id: doc.id, data: { blocks } })
  }
  for (const template of files) {
    if (types.has(template.type)) continue
    await payload.create({
      collection: 'report-templates',
      data: { name: template.name, type: template.type, blocks: template.blocks.map(toPayloadBlock) },
    })
  }
}
