import type { CollectionBeforeDeleteHook } from 'payload'

import { RuleRefusal } from '../access/refusal.ts'
import { RESTORING } from './recordReportEdits.ts'

/**
 * A stored file that is evidence (a report's PDF, a valuation's photo or document) is never deleted, through any
 * door: what was delivered never changes. A file nothing refers to (an upload left behind before an order was
 * placed) may go. The undoing of a failed completion (RESTORING) removes the PDF it had just made.
 */
export const keepEvidence: CollectionBeforeDeleteHook = async ({ req, id }) => {
  if (req.context[RESTORING]) return
  const referred = async (
    collection: 'reports' | 'valuations',
    where: Parameters<typeof req.payload.count>[0]['where'],
  ) => (await req.payload.count({ collection, where, req, overrideAccess: true })).totalDocs > 0
  if (await referred('reports', { pdf: { equals: id } }))
    throw new RuleRefusal('This file is a report’s PDF: a report is kept as it was made and delivered.', 409)
  if (
    await referred('valuations', {
      or: [{ 'images.file': { equals: id } }, { 'files.file': { equals: id } }],
    })
  )
    throw new RuleRefusal('This file is part of a valuation’s evidence and is kept with it.', 409)
}
