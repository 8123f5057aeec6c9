import type { Payload } from 'payload'

import type { ReportBlockContent } from '@valuedesk/domain'

import { toPayloadBlock } from '../reports/blockMapping.ts'
import { readJson } from './readContent.ts'

type TemplateFile = {
  name: string
  type: 'residential' | 'commercial' | 'industrial' | 'retail' | 'rural'
  blocks: ReportBlockContent[]
}

/**
 * Each property class has a report template. One missing (a new database, or a class added) comes
 * from content/report-templates.json; templates admins have edited are left as they are.
 */
export async function ensureReportTemplates(payload: Payload): Promise<void> {
  const existing = await payload.find({
    collection: 'report-templates',
    limit: 0,
    pagination: false,
    depth: 0,
    select: { type: true },
  })
  const types = new Set(existing.docs.map((doc) => doc.type))
  for (const template of readJson<TemplateFile[]>('report-templates.json')) {
    if (types.has(template.type)) continue
    await payload.create({
      collection: 'report-templates',
      data: { name: template.name, type: template.type, blocks: template.blocks.map(toPayloadBlock) },
    })
  }
}
