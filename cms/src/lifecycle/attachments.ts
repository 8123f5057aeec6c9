import type { Payload } from 'payload'

import { AppError, idOf, statusOf, valuationStatuses } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { User, Valuation } from '../payload-types.ts'
import { readAsCaller } from './read.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { mayWorkOn } from './workflow.ts'

/**
 * Attach one of the caller's uploaded files to a valuation in a slot (replacing what was there), until it is
 * finished: a customer's photos of their property (`images`), or a valuer's working files (`files`: a title
 * search, a lease), for staff who work on it.
 */
export async function attachFile(
  payload: Payload,
  user: User,
  valuationId: number | string,
  attachment: { fileId: number | string; slot: string; kind: 'images' | 'files' },
): Promise<Valuation> {
  const seen = await readAsCaller(payload, user, 'valuations', valuationId)
  const file = await payload
    .findByID({ collection: 'files', id: attachment.fileId, user, overrideAccess: false, depth: 0 })
    .catch(() => AppError.throwValidation({ FileId: ['No such file of yours; upload it first.'] }))
  if (attachment.kind === 'files' || checkRole(['admin', 'valuer'], user))
    await mayWorkOn(payload, user, seen)
  if (attachment.kind === 'images' && !file.mimeType?.startsWith('image/'))
    throw AppError.validation({ FileId: ['Only photos go in image slots.'] })
  return inTransaction(payload, user, async (req) => {
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    // The customer's photos are part of what was valued: they stay as they were once it is finished. The
    // valuer's working files (a title search, a lease) may still be added for the record.
    if (attachment.kind === 'images' && statusOf(valuation) >= valuationStatuses.Deleted)
      throw AppError.conflict('This valuation is finished; its photos can no longer change.')
    const items = [
      ...(valuation[attachment.kind] ?? [])
        .filter((item) => item.slot !== attachment.slot)
        .map((item) => ({ slot: item.slot, file: idOf(item.file) })),
      { slot: attachment.slot, file: file.id },
    ]
    return req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: { [attachment.kind]: items },
      ...writeAs(req),
    })
  })
}
