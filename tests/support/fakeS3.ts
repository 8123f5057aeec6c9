import { GetObjectCommand, ListObjectsV2Command, DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

const bucket = 'valuedesk-test'
/** s3rver's one account. */
const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' }

/**
 * A local S3-compatible service at the network edge (s3rver on 127.0.0.1, objects in a temporary folder)
 * with one private bucket, the variables that point the product at it, and a client to look inside.
 */
export async function startFakeS3() {
  const directory = mkdtempSync(path.join(tmpdir(), 'valuedesk-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  })
  const { port } = await server.run()
  const endpoint = `http://127.0.0.1:${port}`
  const client = new S3Client({ endpoint, region: 'ap-southeast-2', forcePathStyle: true, credentials })
  return {
    env: {
      S3_BUCKET: bucket,
      S3_REGION: 'ap-southeast-2',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
    },
    /** Every object key in the bucket. */
    keys: async () =>
      ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map(
        (object) => object.Key!,
      ),
    bytes: async (key: string) =>
      Buffer.from(
        await (
          await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }))
        ).Body!.transformToByteArray(),
      ),
    remove: (key: string) => client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })),
    close: async () => {
      client.destroy()
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
