import type { Payload } from 'payload'

import { AppError, idOf, statusOf, valuationStatuses } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { User, Valuation } from '../payload-types.ts'
import { readAsCaller } from './steps/read.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { mayWorkOn } from './steps/workOn.ts'
import { attachableFile, type Attachment, type Kind } from './steps/attachableFile.ts'

/** Attaching what is already there writes nothing, so an order sent again attaches its photos once. */
export async function attachFiles(
  payload: Payload,
  user: User,
  valuationId: number | string,
  kind: Kind,
  attachments: readonly Attachment[],
): Promise<Valuation> {
  const seen = await readAsCaller(payload, user, 'valuations', valuationId)
  if (kind === 'files' || checkRole(['admin', 'valuer'], user)) await mayWorkOn(payload, user, seen)
  const files: { slot: string; file: number }[] = []
  for (const attachment of attachments)
    files.push({
      slot: attachment.slot,
      file: (await attachableFile(payload, user, attachment.fileId, kind, attachment.field)).id,
    })
  return inTransaction(payload, user, async (req) => {
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    const current = (valuation[kind] ?? []).map((item) => ({ slot: item.slot, file: idOf(item.file) }))
    if (files.every(({ slot, file }) => current.some((item) => item.slot === slot && item.file === file)))
      return valuation
    // The photos are part of what was valued; working files may still be added for the record.
    if (kind === 'images' && statusOf(valuation) >= valuationStatuses.Deleted)
      throw AppError.conflict('This valuation is finished; its photos can no longer change.')
    const slots = new Set(files.map((item) => item.slot))
    return req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: { [kind]: [...current.filter((item) => !slots.has(item.slot)), ...files] },
      ...writeAs(req),
    })
  })
}

export const attachFile = (
  payload: Payload,
  user: User,
  valuationId: number | string,
  attachment: { fileId: number | string; slot: string; kind: Kind },
): Promise<Valuation> =>
  attachFiles(payload, user, valuationId, attachment.kind, [
    { fileId: attachment.fileId, slot: attachment.slot },
  ])
