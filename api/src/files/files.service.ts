import type { Payload } from 'payload'

import type { File as StoredFile, User } from '@valuedesk/cms'

import type { UploadedFile } from '../http/multipart.ts'

export { MAX_UPLOAD_BYTES } from '@valuedesk/domain'

/** The Files collection judges the bytes itself: nothing the sender declared is trusted. */
export const storeUpload = (payload: Payload, user: User, upload: UploadedFile): Promise<StoredFile> =>
  payload.create({
    collection: 'files',
    user,
    overrideAccess: false,
    data: { customer: user.id },
    file: {
      // Kept only as the name it is shown by (cleaned); the file is stored under a name of ours.
      name: upload.filename,
      data: upload.data,
      mimetype: 'application/octet-stream',
      size: upload.data.byteLength,
    },
  })

export const shownName = (file: Pick<StoredFile, 'name' | 'filename'>) => file.name || file.filename || 'file'

export const toFileResponse = (file: StoredFile) => ({
  FileId: file.id,
  Filename: shownName(file),
  MimeType: file.mimeType ?? '',
  Size: file.filesize ?? 0,
  Url: `/api/files/${file.id}/download`,
})
