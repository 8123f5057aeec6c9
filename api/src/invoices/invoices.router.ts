import { z } from 'zod'

import {
  adjustmentNoteDocument,
  invoiceDocuments,
  issueTestInvoice,
  readAsCaller,
  recordPayment,
  refundInvoice,
} from '@valuedesk/cms'
import {
  IdParams,
  InvoiceList,
  InvoiceResponse,
  PageQuery,
  PaymentRecordRequest,
  ReasonRequest,
  TestInvoiceRequest,
} from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { refundCard } from '../payments/stripeClient.ts'
import { toInvoiceResponse } from './invoices.mapper.ts'
import { adjustmentNotesOf, emailInvoice, readInvoice } from './invoices.service.ts'

export const invoicesRoutes = [
  defineRoute({
    method: 'get',
    path: '/invoices',
    summary: 'Your invoices, newest first (admins: everyone’s)',
    tag: 'Invoices',
    access: 'authenticated',
    query: PageQuery,
    response: InvoiceList,
    handler: async ({ payload, user, query }) => {
      const result = await payload.find({
        collection: 'invoices',
        user,
        overrideAccess: false,
        sort: '-createdAt',
        page: query.page,
        limit: query.pageSize,
        depth: 0,
      })
      const notesOf = await adjustmentNotesOf(payload, user!, result.docs)
      return {
        Items: result.docs.map((invoice) => toInvoiceResponse(invoice, notesOf(invoice))),
        Page: result.page ?? 1,
        TotalPages: result.totalPages,
        TotalItems: result.totalDocs,
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/invoices/create_test_invoice',
    summary: 'Makes a small invoice to yourself, marked as a test, to try payments end to end (admins)',
    tag: 'Invoices',
    access: 'authenticated',
    body: TestInvoiceRequest,
    response: InvoiceResponse,
    successStatus: 201,
    handler: async ({ payload, user, body }) =>
      toInvoiceResponse(await issueTestInvoice(payload, user!, body.AmountCents, body.Description)),
  }),
  defineRoute({
    method: 'get',
    path: '/invoices/:id',
    summary: 'One of your invoices',
    tag: 'Invoices',
    access: 'authenticated',
    params: IdParams,
    response: InvoiceResponse,
    handler: async ({ payload, user, params }) => {
      const invoice = await readInvoice(payload, user!, params.id)
      return toInvoiceResponse(invoice, (await adjustmentNotesOf(payload, user!, [invoice]))(invoice))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/adjustment-notes/:id/export/pdf',
    summary: 'An adjustment note (a refund or credit after a tax invoice) as a PDF',
    tag: 'Invoices',
    access: 'authenticated',
    params: IdParams,
    produces: 'application/pdf',
    handler: async ({ payload, user, params, res }) => {
      const note = await readAsCaller(payload, user!, 'adjustment-notes', params.id)
      const { pdf } = await adjustmentNoteDocument(payload, note)
      res.type('pdf').setHeader('content-disposition', `inline; filename="${note.number}.pdf"`)
      res.send(await pdf())
    },
  }),
  defineRoute({
    method: 'get',
    path: '/invoices/:id/export/html',
    summary: 'The tax invoice as an HTML page',
    tag: 'Invoices',
    access: 'authenticated',
    params: IdParams,
    produces: 'text/html',
    handler: async ({ payload, user, params, res }) => {
      const { html } = await invoiceDocuments(payload, await readInvoice(payload, user!, params.id))
      res.type('html').send(html())
    },
  }),
  defineRoute({
    method: 'get',
    path: '/invoices/:id/export/pdf',
    summary: 'The tax invoice as a PDF',
    tag: 'Invoices',
    access: 'authenticated',
    params: IdParams,
    produces: 'application/pdf',
    handler: async ({ payload, user, params, res }) => {
      const invoice = await readInvoice(payload, user!, params.id)
      const { pdf } = await invoiceDocuments(payload, invoice)
      res.type('pdf').setHeader('content-disposition', `inline; filename="${invoice.number}.pdf"`)
      res.send(await pdf())
    },
  }),
  defineRoute({
    method: 'get',
    path: '/invoices/:id/export/email',
    summary: 'E-mails the tax invoice (PDF attached) to its contact',
    tag: 'Invoices',
    access: 'authenticated',
    params: IdParams,
    response: z.object({ Queued: z.literal(true) }),
    errors: [429],
    handler: async ({ payload, user, params }) => {
      await emailInvoice(
        payload,
        user!,
        await readInvoice(payload, user!, params.id),
        'As requested, here is your tax invoice.',
      )
      return { Queued: true as const }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/invoices/:id/payment',
    summary:
      'Records the bank transfer that paid an invoice, with when it arrived (admins): its valuations start, the customer is told',
    tag: 'Invoices',
    access: 'admin',
    params: IdParams,
    body: PaymentRecordRequest,
    response: InvoiceResponse,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toInvoiceResponse(
        await recordPayment(payload, user, params.id, { method: body.Method, paidAt: body.PaidAt }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/invoices/:id/refund',
    summary:
      'Refunds a paid invoice in full with the reason (admins): a card through Stripe, a bank transfer by our transfer back; its valuations not yet delivered are declined, an adjustment note is issued, and the customer told',
    tag: 'Invoices',
    access: 'admin',
    params: IdParams,
    body: ReasonRequest,
    response: InvoiceResponse,
    errors: [409, 502, 503],
    handler: async ({ payload, user, params, body }) => {
      const invoice = await refundInvoice(payload, user!, params.id, body.Reason, refundCard())
      return toInvoiceResponse(invoice, (await adjustmentNotesOf(payload, user!, [invoice]))(invoice))
    },
  }),
]
