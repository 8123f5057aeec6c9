import { z } from 'zod'

import { AttachFileRequest, IdParams } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { attachImage } from './valuations.service.ts'

const ImagesResponse = z.array(z.object({ Slot: z.string(), FileId: z.union([z.number(), z.string()]) }))

export const valuationsRoutes = [
  defineRoute({
    method: 'put',
    path: '/valuations/:id/images',
    summary: 'Puts one of your photos in a slot of your valuation (replacing what was there)',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    body: AttachFileRequest,
    response: ImagesResponse,
    handler: ({ payload, user, params, body }) => attachImage(payload, user!, params.id, body.FileId, body.Slot),
  }),
]
