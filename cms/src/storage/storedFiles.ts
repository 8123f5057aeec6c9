import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { buildStoragePathData } from '@payloadcms/plugin-cloud-storage/utilities'
import { once } from 'node:events'
import { createReadStream } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import type { Payload } from 'payload'

import { env } from '../env.ts'
import { bucketFolders, s3ClientConfig, type UploadCollection } from './uploadStorage.ts'

export type StoredFile = { filename?: string | null; prefix?: string | null; _objectKey?: string | null }

let bucket: S3Client | undefined

/** Rejects before anything is read when the bytes are missing. */
export async function openStoredFile(
  payload: Payload,
  collection: UploadCollection,
  file: StoredFile,
): Promise<Readable> {
  const filename = storedName(collection, file)
  if (!env.s3) {
    const stream = createReadStream(onDisk(payload, collection, filename))
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

/** Read in libuv's threads into one buffer: a stream cost the event loop copies and GC. */
export async function readStoredFile(
  payload: Payload,
  collection: UploadCollection,
  file: StoredFile,
): Promise<Buffer> {
  if (!env.s3) return readFile(onDisk(payload, collection, storedName(collection, file)))
  const chunks: Buffer[] = []
  for await (const chunk of await openStoredFile(payload, collection, file)) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

function storedName(collection: UploadCollection, file: StoredFile) {
  const filename = path.basename(file.filename ?? '')
  if (!filename) throw Object.assign(new Error(`This ${collection} document has no file`), { code: 'ENOENT' })
  return filename
}

const onDisk = (payload: Payload, collection: UploadCollection, filename: string) =>
  path.join(payload.collections[collection].config.upload.staticDir!, filename)

export const isMissingFile = (error: unknown) =>
  (error as { code?: string }).code === 'ENOENT' || (error as { name?: string }).name === 'NoSuchKey'
