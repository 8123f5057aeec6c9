import type { S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { UploadCollectionSlug } from 'payload'

import type { S3Settings } from '../env.ts'

export const bucketFolders = {
  files: 'files',
  media: 'media',
  'outbox-files': 'outbox',
  signatures: 'signatures',
} as const satisfies Partial<Record<UploadCollectionSlug, string>>

export type UploadCollection = keyof typeof bucketFolders

export const s3ClientConfig = (s3: S3Settings): S3ClientConfig => ({
  region: s3.region,
  endpoint: s3.endpoint,
  forcePathStyle: s3.forcePathStyle,
  credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
  // The SDK's aws-chunked CRC32 trailer breaks S3-compatible services (MinIO, Ceph, R2, s3rver).
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
})

/** Objects get no ACL, so the bucket stays private: files are read only through access-checked routes. */
export const uploadStorage = (s3: S3Settings | undefined) =>
  s3Storage({
    enabled: Boolean(s3),
    alwaysInsertFields: true,
    bucket: s3?.bucket ?? '',
    config: s3 ? s3ClientConfig(s3) : {},
    collections: Object.fromEntries(
      Object.entries(bucketFolders).map(([slug, prefix]) => [slug, { prefix }]),
    ),
  })
