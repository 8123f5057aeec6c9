import { fileTypeFromBuffer } from 'file-type'
import { randomBytes } from 'node:crypto'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { nameAsSent } from '@valuedesk/domain'

import { LIFECYCLE } from '../lifecycle/steps/transaction.ts'
import { photoAsStored, photoTooLarge } from './photos.ts'

/** What customers may upload to Files, judged by the bytes, never by the name or the declared type. */
export const customerFileTypes: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
}

const refuse = (collection: string, message: string) =>
  new ValidationError({ collection, errors: [{ path: 'file', message }] })

const named = <A extends object>(args: A, name: string): A => ({
  ...args,
  data: { ...(args as { data?: object }).data, name },
})

/** Nothing the sender wrote reaches the disk; files the server writes itself keep their names. */
export const cleanUploads =
  ({ nameOurs }: { nameOurs: boolean }): CollectionBeforeOperationHook =>
  async ({ args, operation, collection, req }) => {
    const file = req.file
    if (!file || !['create', 'update', 'updateByID'].includes(operation)) return args
    const slug = collection.slug
    if (file.tempFilePath) throw refuse(slug, 'Uploads are expected in memory (useTempFiles is off).')
    const refused = await photoTooLarge(file.data)
    if (refused) throw refuse(slug, refused)
    const photo = await photoAsStored(file.data).catch(() => {
      throw refuse(slug, 'This picture could not be read. Please send it again as a JPEG, PNG, WebP or HEIC.')
    })
    if (photo) {
      file.data = photo.data
      file.size = photo.data.byteLength
      file.mimetype = `image/${photo.format}`
      // A HEIC photo's name (IMG_0001.HEIC) says what it was, no longer what it is.
      file.name = file.name.replace(/\.(heic|heif)$/i, '.jpg')
    }
    if (!nameOurs) return args
    if (req.context[LIFECYCLE]) return named(args, file.name)
    const detected = await fileTypeFromBuffer(file.data)
    const extension = detected && customerFileTypes[detected.mime]
    if (!detected || !extension) throw refuse(slug, 'Upload a photo (JPEG, PNG, WebP or HEIC) or a PDF.')
    const kind = detected.mime.startsWith('image/') ? 'photo' : 'document'
    const name = nameAsSent(file.name, extension, kind)
    file.mimetype = detected.mime
    file.name = `${kind}-${randomBytes(8).toString('hex')}.${extension}`
    return named(args, name)
  }
