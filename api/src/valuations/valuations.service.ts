import type { Payload } from 'payload'

import type { User } from '@valuedesk/cms'

import { readFile } from '../files/files.service.ts'
import { AppError } from '@valuedesk/domain'

const fileIdOf = (file: number | { id: number }) => (typeof file === 'object' ? file.id : file)

/** A photo in a slot of a valuation: both must be the caller's; the slot's previous photo is replaced. */
export async function attachImage(
  payload: Payload,
  user: User,
  valuationId: number | string,
  fileId: number | string,
  slot: string,
) {
  const valuation = await payload
    .findByID({ collection: 'valuations', id: valuationId, user, overrideAccess: false, depth: 0 })
    .catch(() => AppError.throwNotFound(`No valuation ${valuationId} of yours.`))
  const file = await readFile(payload, user, fileId).catch(() => {
    throw AppError.validation({ FileId: ['No such file of yours; upload it first.'] })
  })
  if (!file.mimeType?.startsWith('image/'))
    throw AppError.validation({ FileId: ['Only photos go in image slots.'] })
  if (Number(valuation.status) >= 50)
    throw AppError.conflict('This valuation is finished; its photos can no longer change.')
  const images = [
    ...(valuation.images ?? [])
      .filter((image) => image.slot !== slot)
      .map((image) => ({ slot: image.slot, file: fileIdOf(image.file) })),
    { slot, file: file.id },
  ]
  // Valuations are written by the server only; ownership was checked above.
  const updated = await payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: { images },
    overrideAccess: true,
    depth: 0,
  })
  return (updated.images ?? []).map((image) => ({ Slot: image.slot, FileId: fileIdOf(image.file) }))
}
