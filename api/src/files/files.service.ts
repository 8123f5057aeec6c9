import type { Payload } from 'payload'

import type { File as StoredFile, User } from '@valuedesk/cms'

import type { UploadedFile } from '../http/multipart.ts'

export { MAX_UPLOAD_BYTES } from '@valuedesk/domain'

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
