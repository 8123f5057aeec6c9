import type { CollectionBeforeDeleteHook } from 'payload'

import { RuleRefusal } from '../access/refusal.ts'
import { RESTORING } from './recordReportEdits.ts'

/** What was delivered never changes; a file nothing refers to may go. */
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
