import { access } from 'node:fs/promises'
import path from 'node:path'
import type { UploadConfig } from 'payload'

import { env } from '../env.ts'

type Handler = NonNullable<UploadConfig['handlers']>[number]

/** Payload answers a file missing from disk with a 500; it is a 404. */
export const missingFileIs404: Handler = (req, { params }) => {
  if (env.s3) return
  const folder = req.payload.collections[params.collection as 'files'].config.upload.staticDir!
  // Nothing answered (undefined) lets Payload serve the file; the types allow only a Response in a promise.
  return access(path.join(folder, path.basename(params.filename))).then(
    () => undefined,
    () => Response.json({ message: 'There is no such file.' }, { status: 404 }),
  ) as Promise<Response>
}
