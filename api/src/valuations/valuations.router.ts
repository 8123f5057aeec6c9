import { z } from 'zod'

import { isOrderKey } from '@valuedesk/cms/orderLinks'
import { AttachFileRequest, IdParams, OrderKeyQuery, OrderView } from '@valuedesk/domain'

import { AppError } from '../http/AppError.ts'
import { defineRoute } from '../http/route.ts'
import { toOrderView } from './valuations.mapper.ts'
import { attachImage } from './valuations.service.ts'

const ImagesResponse = z.array(z.object({ Slot: z.string(), FileId: z.union([z.number(), z.string()]) }))

export const valuationsRoutes = [
  defineRoute({
    method: 'get',
    path: '/valuations/:id',
    summary: 'One of your valuations: status, the 72-hour due time, the invoice',
    tag: 'Valuations',
    access: 'authenticated',
    params: IdParams,
    response: OrderView,
    handler: async ({ payload, user, params }) =>
      toOrderView(await payload.findByID({ collection: 'valuations', id: params.id, user, overrideAccess: false, depth: 1 }).catch(() => AppError.throwNotFound(`No valuation ${params.id} of yours.`))),
  }),
  defineRoute({
    method: 'get',
    path: '/orders/:id',
    summary: 'An order’s status through the link in the customer’s e-mails (the key opens that order only)',
    tag: 'Valuations',
    access: 'anonymous',
    params: IdParams,
    query: OrderKeyQuery,
    response: OrderView,
    handler: async ({ payload, params, query }) => {
      const valuation = await payload.findByID({ collection: 'valuations', id: params.id, overrideAccess: true, depth: 1 }).catch(() => undefined)
      const customer = valuation && (typeof valuation.customer === 'object' ? valuation.customer.id : valuation.customer)
      if (!valuation || !isOrderKey(query.key, valuation.id, customer!)) throw AppError.notFound('No such order; please use the link from your e-mail.')
      return toOrderView(valuation)
    },
  }),
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
