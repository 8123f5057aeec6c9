import express, { type RequestHandler } from 'express'
import path from 'node:path'
import { pipeline } from 'node:stream/promises'
import type { Payload } from 'payload'

import { env, isMissingFile, openStoredFile } from '@valuedesk/cms'

const maxAgeSeconds = 7 * 24 * 3600

const fileNameOf = (urlPath: string) => {
  try {
    return path.basename(decodeURIComponent(urlPath))
  } catch {
    return '' // a broken %-escape names no file
  }
}

/** The bucket itself stays private; files are streamed from it. */
export function serveMedia(payload: Payload): RequestHandler {
  if (!env.s3)
    return express.static(payload.collections.media.config.upload.staticDir!, {
      maxAge: maxAgeSeconds * 1000,
      index: false,
      fallthrough: false,
    })
  return async (req, res, next) => {
    const filename = fileNameOf(req.path)
    const bytes = await openStoredFile(payload, 'media', { filename }).catch((error: unknown) =>
      isMissingFile(error) ? undefined : Promise.reject(error),
    )
    if (!bytes) return void res.sendStatus(404)
    res.type(path.extname(filename))
    res.setHeader('cache-control', `public, max-age=${maxAgeSeconds}`)
    await pipeline(bytes, res).catch(next)
  }
}
