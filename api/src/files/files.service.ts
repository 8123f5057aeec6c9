import type { Payload } from 'payload'

import type { File as StoredFile, User } from '@valuedesk/cms'

import type { UploadedFile } from '../http/multipart.ts'

/** The largest upload we take, through any door (the Files collection's own limit is the same). */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024

/**
 * Stores a customer's upload. The Files collection judges its type by the bytes, refuses pictures larger
 * than we decode, re-encodes photos and names the file itself (cms/src/uploads/cleanUploads.ts), whichever
 * door the file came through: nothing the sender wrote or declared is passed on.
 */
export const storeUpload = (payload: Payload, user: User, upload: UploadedFile): Promise<StoredFile> =>
  payload.create({
    collection: 'files',
    user,
    overrideAccess: false,
    data: { customer: user.id },
    file: {
      name: 'upload',
      data: upload.data,
      mimetype: 'application/octet-stream',
      size: upload.data.byteLength,
    },
  })

export const toFileResponse = (file: StoredFile) => ({
  FileId: file.id,
  Filename: file.filename ?? '',
  MimeType: file.mimeType ?? '',
  Size: file.filesize ?? 0,
  Url: `/api/files/${file.id}/download`,
})
