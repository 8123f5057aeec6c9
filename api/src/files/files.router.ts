import { pipeline } from 'node:stream/promises'
import { z } from 'zod'

import { openStoredFile, readAsCaller } from '@valuedesk/cms'
import { BulkFilesParams, FileResponse, IdParams } from '@valuedesk/domain'

import { possibleId } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { readSingleFile } from '../http/multipart.ts'
import { MAX_UPLOAD_BYTES, shownName, storeUpload, toFileResponse } from './files.service.ts'

export const filesRoutes = [
  defineRoute({
    method: 'post',
    path: '/files',
    summary:
      'Uploads a photo or PDF (multipart, field "file", up to 15 MB); its type is checked from its content',
    tag: 'Files',
    access: 'authenticated',
    accepts: ['multipart/form-data'],
    response: FileResponse,
    successStatus: 201,
    handler: async ({ payload, user, req }) =>
      toFileResponse(await storeUpload(payload, user!, await readSingleFile(req, MAX_UPLOAD_BYTES))),
  }),
  defineRoute({
    method: 'get',
    path: '/files/bulk{/:ids}',
    summary: 'Several of your files, keyed by FileId (comma-separated ids; none gives nothing)',
    tag: 'Files',
    access: 'authenticated',
    params: BulkFilesParams,
    response: z.record(z.string(), FileResponse),
    handler: async ({ payload, user, params }) => {
      // Ids that cannot exist here are simply not found.
      const ids = (params.ids ?? '')
        .split(',')
        .filter((id) => possibleId(payload, id))
        .slice(0, 100)
      if (!ids.length) return {}
      const { docs } = await payload.find({
        collection: 'files',
        where: { id: { in: ids } },
        user,
        overrideAccess: false,
        limit: 100,
        depth: 0,
      })
      return Object.fromEntries(docs.map((file) => [String(file.id), toFileResponse(file)]))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/files/:id',
    summary: 'One of your files',
    tag: 'Files',
    access: 'authenticated',
    params: IdParams,
    response: FileResponse,
    handler: async ({ payload, user, params }) =>
      toFileResponse(await readAsCaller(payload, user!, 'files', params.id)),
  }),
  defineRoute({
    method: 'get',
    path: '/files/:id/download',
    summary: 'The file itself, saved under its Filename',
    tag: 'Files',
    access: 'authenticated',
    params: IdParams,
    produces: '*/*',
    handler: async ({ payload, user, params, res }) => {
      const file = await readAsCaller(payload, user!, 'files', params.id)
      // Opened before anything is sent: missing bytes are a plain 500, not a dropped connection.
      const bytes = await openStoredFile(payload, 'files', file)
      res.type(file.mimeType ?? 'application/octet-stream')
      res.attachment(shownName(file))
      res.setHeader('cache-control', 'private, no-store')
      res.setHeader('x-content-type-options', 'nosniff')
      await pipeline(bytes, res)
    },
  }),
]
