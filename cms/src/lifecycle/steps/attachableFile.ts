import type { Payload } from 'payload'

import { AppError } from '@valuedesk/domain'

import type { File as StoredFile, User } from '../../payload-types.ts'

export type Kind = 'images' | 'files'
export type Attachment = { fileId: number | string; slot: string; field?: string }

/** A 400 naming `field`, so an order’s photos are checked before anything of it is written. */
export async function attachableFile(
  payload: Payload,
  user: User,
  fileId: number | string,
  kind: Kind,
  field = 'FileId',
): Promise<StoredFile> {
  const file = await payload
    .findByID({ collection: 'files', id: fileId, user, overrideAccess: false, depth: 0 })
    .catch(() => AppError.throwValidation({ [field]: ['No such file of yours; upload it first.'] }))
  if (kind === 'images' && !file.mimeType?.startsWith('image/'))
    throw AppError.validation({ [field]: ['Only photos go in image slots.'] })
  return file
}
