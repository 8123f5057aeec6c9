import { fileTypeFromBuffer } from 'file-type'
import { randomBytes } from 'node:crypto'
import { ValidationError, type CollectionBeforeOperationHook } from 'payload'

import { photoTooLarge, reencodePhoto } from './photos.ts'

/** A signature is a small picture: a scan or a drawing of a few hundred pixels. */
export const MAX_SIGNATURE_BYTES = 1024 * 1024
export const signatureFileTypes: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg' }

const refuse = (collection: string, message: string) =>
  new ValidationError({ collection, errors: [{ path: 'file', message }] })

/** Judged by its bytes, never its name. */
export const checkSignatureUpload: CollectionBeforeOperationHook = async ({
  args,
  operation,
  collection,
  req,
}) => {
  const file = req.file
  if (!file || !['create', 'update', 'updateByID'].includes(operation)) return args
  const slug = collection.slug
  if (file.data.byteLength > MAX_SIGNATURE_BYTES)
    throw refuse(
      slug,
      `The signature is ${(file.data.byteLength / 1024 / 1024).toFixed(1)} MB; the most we take is 1 MB.`,
    )
  const detected = await fileTypeFromBuffer(file.data)
  const extension = detected && signatureFileTypes[detected.mime]
  if (!detected || !extension) throw refuse(slug, 'Upload the signature as a PNG or JPEG picture.')
  const refused = await photoTooLarge(file.data)
  if (refused) throw refuse(slug, refused)
  const clean = await reencodePhoto(file.data).catch(() => undefined)
  if (!clean) throw refuse(slug, 'This picture could not be read. Please send it again as a PNG or JPEG.')
  file.data = clean.data
  file.size = clean.data.byteLength
  file.mimetype = detected.mime
  file.name = `signature-${randomBytes(8).toString('hex')}.${extension}`
  return args
}
