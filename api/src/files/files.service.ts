import { fileTypeFromBuffer } from 'file-type'
import path from 'node:path'
import type { Payload } from 'payload'

import type { File as StoredFile, User } from '@valuedesk/cms'

import { AppError } from '../http/AppError.ts'
import type { UploadedFile } from '../http/multipart.ts'

/** What customers may upload, judged by the bytes, never by the name or the declared type. */
const allowed: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/heic': 'heic', 'application/pdf': 'pdf' }

export async function storeUpload(payload: Payload, user: User, upload: UploadedFile): Promise<StoredFile> {
  const detected = await fileTypeFromBuffer(upload.data)
  const extension = detected && allowed[detected.mime]
  if (!detected || !extension) throw AppError.validation({ file: ['Upload a photo (JPEG, PNG, WebP or HEIC) or a PDF.'] })
  // The stored name is ours; the customer's name is kept only as readable text, without any path.
  const base = path.basename(upload.filename).replace(/\.[^.]*$/, '').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'upload'
  return payload.create({
    collection: 'files',
    user,
    overrideAccess: false,
    data: { customer: user.id },
    file: { name: `${base}.${extension}`, data: upload.data, mimetype: detected.mime, size: upload.data.byteLength },
  })
}

export const readFile = (payload: Payload, user: User, id: number | string) =>
  payload.findByID({ collection: 'files', id, user, overrideAccess: false, depth: 0 }).catch(() => AppError.throwNotFound(`No file ${id} of yours.`))

export const toFileResponse = (file: StoredFile) => ({
  FileId: file.id,
  Filename: file.filename ?? '',
  MimeType: file.mimeType ?? '',
  Size: file.filesize ?? 0,
  Url: `/api/files/${file.id}/download`,
})
