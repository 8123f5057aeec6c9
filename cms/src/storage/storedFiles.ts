import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { buildStoragePathData } from '@payloadcms/plugin-cloud-storage/utilities'
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { buffer } from 'node:stream/consumers'
import type { Payload } from 'payload'

import { env } from '../env.ts'
import { bucketFolders, s3ClientConfig, type UploadCollection } from './uploadStorage.ts'

/** What locates an upload's bytes: its file name, and the folder the storage plugin recorded for it in the bucket. */
export type StoredFile = { filename?: string | null; prefix?: string | null; _objectKey?: string | null }

let bucket: S3Client | undefined

/**
 * An upload's bytes, from wherever uploads live: the S3 bucket when it is configured, else the
 * collection's folder on disk. Rejects before anything is read when the bytes are missing.
 */
export async function openStoredFile(
  payload: Payload,
  collection: UploadCollection,
  file: StoredFile,
): Promise<Readable> {
  const filename = path.basename(file.filename ?? '')
  if (!filename) throw Object.assign(new Error(`This ${collection} document has no file`), { code: 'ENOENT' })
  if (!env.s3) {
    const stream = createReadStream(
      path.join(payload.collections[collection].config.upload.staticDir!, filename),
    )
    await once(stream, 'open')
    return stream
  }
  bucket ??= new S3Client(s3ClientConfig(env.s3))
  const docPrefix = [file.prefix, file._objectKey].filter(Boolean).join('/')
  const { storageFilePath } = buildStoragePathData({
    collectionPrefix: bucketFolders[collection],
    docPrefix,
    filename,
  })
  const object = await bucket.send(new GetObjectCommand({ Bucket: env.s3.bucket, Key: storageFilePath }))
  return object.Body as Readable
}

export const readStoredFile = async (
  payload: Payload,
  collection: UploadCollection,
  file: StoredFile,
): Promise<Buffer> => buffer(await openStoredFile(payload, collection, file))

/** Whether opening failed because there is no such file (rather than the disk or the bucket failing). */
export const isMissingFile = (error: unknown) =>
  (error as { code?: string }).code === 'ENOENT' || (error as { name?: string }).name === 'NoSuchKey'
