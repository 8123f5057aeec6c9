import type { Payload } from 'payload'

import { answerHold, giveFund, isOrderKey, readStoredFile } from '@valuedesk/cms'
import {
  AppError,
  answerHoldProblem,
  FileResponse,
  GiveFundRequest,
  HoldAnswerRequest,
  IdParams,
  idOf,
  OrderKeyQuery,
  OrderView,
} from '@valuedesk/domain'

import { MAX_UPLOAD_BYTES, shownName, storeUpload, toFileResponse } from '../files/files.service.ts'
import { readSingleFile } from '../http/multipart.ts'
import { defineRoute } from '../http/route.ts'
import { toOrderView } from '../valuations/valuations.mapper.ts'
import { finishedReportOf } from '../valuations/valuations.router.ts'

/** A valuation through the key of the link in its customer's e-mails; any other key is the one 404. */
const keyedValuation = async (payload: Payload, id: number | string, key: string, depth = 1) => {
  const valuation = await payload
    .findByID({ collection: 'valuations', id, overrideAccess: true, depth })
    .catch(() => undefined)
  if (!valuation || !isOrderKey(key, valuation.id, idOf(valuation.customer)))
    throw AppError.notFound('No such order; please use the link from your e-mail.')
  return valuation
}

/** Whoever holds an order's key acts as its customer, on that order alone (answering a hold). */
const keyedCustomer = async (payload: Payload, id: number | string, key: string) => {
  const valuation = await keyedValuation(payload, id, key, 0)
  const customer = await payload.findByID({
    collection: 'users',
    id: idOf(valuation.customer),
    overrideAccess: true,
    depth: 0,
  })
  return { valuation, customer: { ...customer, collection: 'users' as const } }
}

/** The calls through the link in the customer's e-mails: /api/orders/{id}?key=…, on that order alone. */
export const orderLinkRoutes = [
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
      const valuation = await keyedValuation(payload, params.id, query.key)
      return toOrderView(valuation, await finishedReportOf(payload, valuation.id))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/orders/:id/report',
    summary: 'The finished report’s PDF through the link in the customer’s e-mails',
    tag: 'Valuations',
    access: 'anonymous',
    params: IdParams,
    query: OrderKeyQuery,
    produces: 'application/pdf',
    handler: async ({ payload, params, query, res }) => {
      const valuation = await keyedValuation(payload, params.id, query.key, 0)
      const fileId = (await finishedReportOf(payload, valuation.id))?.fileId
      if (!fileId) throw AppError.notFound('The report is not ready yet.')
      const file = await payload.findByID({ collection: 'files', id: fileId, overrideAccess: true, depth: 0 })
      res.type('pdf').attachment(shownName(file))
      res.send(await readStoredFile(payload, 'files', file))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/orders/:id/files',
    summary:
      'Uploads a photo or PDF for the answer to an order on hold, through the link in the customer’s e-mail (multipart, field "file", up to 15 MB; its type is checked from its content); 409 when the order is not on hold',
    tag: 'Valuations',
    access: 'anonymous',
    params: IdParams,
    query: OrderKeyQuery,
    accepts: ['multipart/form-data'],
    response: FileResponse,
    successStatus: 201,
    errors: [409],
    rateLimit: { limit: 60, windowSeconds: 600 },
    handler: async ({ payload, params, query, req }) => {
      const { valuation, customer } = await keyedCustomer(payload, params.id, query.key)
      const waiting = answerHoldProblem(Boolean(valuation.hold?.since), 'customer')
      if (waiting) throw AppError.conflict(waiting)
      return toFileResponse(await storeUpload(payload, customer, await readSingleFile(req, MAX_UPLOAD_BYTES)))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/orders/:id/answer',
    summary:
      'The customer answers their order on hold through the link in the on-hold e-mail (files uploaded first with POST /api/orders/{id}/files): as POST /api/valuations/{id}/answer',
    tag: 'Valuations',
    access: 'anonymous',
    params: IdParams,
    query: OrderKeyQuery,
    body: HoldAnswerRequest,
    response: OrderView,
    errors: [409],
    rateLimit: { limit: 20, windowSeconds: 600 },
    handler: async ({ payload, params, query, body }) => {
      const { valuation, customer } = await keyedCustomer(payload, params.id, query.key)
      return toOrderView(
        await answerHold(payload, customer, valuation.id, { answer: body.Answer, fileIds: body.FileIds }),
      )
    },
  }),
  defineRoute({
    method: 'put',
    path: '/orders/:id/fund',
    summary:
      'The customer gives the fund their order is for through the link in their e-mails: as PUT /api/valuations/{id}/fund',
    tag: 'Valuations',
    access: 'anonymous',
    params: IdParams,
    query: OrderKeyQuery,
    body: GiveFundRequest,
    response: OrderView,
    errors: [409],
    rateLimit: { limit: 20, windowSeconds: 600 },
    handler: async ({ payload, params, query, body }) => {
      const { valuation, customer } = await keyedCustomer(payload, params.id, query.key)
      return toOrderView(await giveFund(payload, customer, valuation.id, body.Fund))
    },
  }),
]
