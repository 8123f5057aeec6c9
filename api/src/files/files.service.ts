import { fileTypeFromBuffer } from 'file-type'
import { randomBytes } from 'node:crypto'
import type { Payload } from 'payload'

import type { File as StoredFile, User } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'
import type { UploadedFile } from '../http/multipart.ts'

/** What customers may upload, judged by the bytes, never by the name or the declared type. */
const allowed: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
}

export async function storeUpload(payload: Payload, user: User, upload: UploadedFile): Promise<StoredFile> {
  const detected = await fileTypeFromBuffer(upload.data)
  const extension = detected && allowed[detected.mime]
  if (!detected || !extension)
    throw AppError.validation({ file: ['Upload a photo (JPEG, PNG, WebP or HEIC) or a PDF.'] })
  // The stored name is ours alone: nothing the sender wrote (name, path, extension) reaches the disk.
  const name = `${detected.mime.startsWith('image/') ? 'photo' : 'document'}-${randomBytes(8).toString('hex')}.${extension}`
  return payload.create({
    collection: 'files',
    user,
    overrideAccess: false,
    data: { customer: user.id },
    file: { name, data: upload.data, mimetype: detected.mime, size: upload.data.byteLength },
  })
}

export const toFileResponse = (file: StoredFile) => ({
  FileId: file.id,
  Filename: file.filename ?? '',
  MimeType: file.mimeType ?? '',
  Size: file.filesize ?? 0,
  Url: `/api/files/${file.id}/download`,
})
