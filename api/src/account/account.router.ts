import type { Payload } from 'payload'

import {
  checkRole,
  claimOrder,
  readValuation,
  requestOrderClaim,
  SEND_LIMITS,
  type User,
} from '@valuedesk/cms'
import {
  AccountInvoiceList,
  AccountOrderList,
  AccountPropertyList,
  AppError,
  ClaimAccepted,
  ClaimConfirmRequest,
  ClaimConfirmResponse,
  ClaimRequest,
  IdParams,
  idOf,
  idOrNull,
  PageQuery,
  ReorderPrefill,
  reportStatus,
} from '@valuedesk/domain'

import { asCaller, callerOf } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toInvoiceResponse } from '../invoices/invoices.mapper.ts'
import { adjustmentNotesOf } from '../invoices/invoices.service.ts'
import type { FinishedReport } from '../valuations/valuations.mapper.ts'
import { toAccountOrder, toAccountProperties, toReorderPrefill } from './account.mapper.ts'

/** The account's lists are a customer's (a guest session's lists its own order); staff work in the back office. */
const customer = (user: User | null): User => {
  if (!user || checkRole(['admin', 'editor', 'valuer'], user))
    throw AppError.forbidden('Staff see orders in the back office (/admin), not in a customer’s account.')
  return user
}

/** Claiming an order is for a signed-up customer's account: a guest session (the wizard's) has none to add it to. */
const accountHolder = (user: User | null): User => {
  if (customer(user).guest)
    throw AppError.forbidden('Sign in to your ValueDesk account, or create one, to add an order to it.')
  return user!
}

async function finishedReports(payload: Payload, user: User, valuationIds: (number | string)[]) {
  const reports = new Map<number | string, FinishedReport>()
  if (!valuationIds.length) return reports
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { in: valuationIds }, status: { equals: reportStatus.final } },
    sort: 'completedAt',
    limit: 0,
    pagination: false,
    ...asCaller(user),
  })
  // Oldest first, so a reissue's later report is the one kept.
  for (const report of docs)
    if (report.pdf)
      reports.set(idOf(report.valuation), {
        fileId: idOf(report.pdf) as number,
        delivery: report.delivery?.state ?? null,
      })
  return reports
}

// Read as the caller: Payload's access decides which orders, invoices and properties are theirs.
export const accountRoutes = [
  defineRoute({
    method: 'get',
    path: '/users/me/orders',
    summary:
      'Your orders, newest first: status in words, the due time of the 72-hour clock (or on hold), the invoice, the report once delivered, and what a re-order would be for',
    tag: 'Account',
    access: 'authenticated',
    query: PageQuery,
    response: AccountOrderList,
    handler: async ({ payload, user, query }) => {
      const holder = customer(user)
      const result = await payload.find({
        collection: 'valuations',
        sort: '-createdAt',
        page: query.page,
        limit: query.pageSize,
        ...asCaller(holder, 1),
      })
      const reports = await finishedReports(
        payload,
        holder,
        result.docs.map((doc) => doc.id),
      )
      return {
        Items: result.docs.map((doc) => toAccountOrder(doc, reports.get(doc.id) ?? null)),
        TotalItems: result.totalDocs,
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/orders/:id/reorder',
    summary:
      'A new order’s starting point from one of yours: the property and its details, the purpose and the contact, at the date of value a re-order asks for (for SMSF reporting, the latest 30 June that has come: the wizard takes no future date)',
    tag: 'Account',
    access: 'authenticated',
    params: IdParams,
    response: ReorderPrefill,
    handler: async ({ payload, user, params }) => {
      const holder = customer(user)
      const valuation = await readValuation(payload, holder, params.id, 1)
      if (typeof valuation.snapshot !== 'object' || !valuation.snapshot)
        throw AppError.notFound(`No order ${params.id} of yours.`)
      return toReorderPrefill(valuation)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/invoices',
    summary:
      'Your tax invoices, newest first, each with the order it is for (its PDF: GET /api/invoices/{id}/export/pdf)',
    tag: 'Account',
    access: 'authenticated',
    query: PageQuery,
    response: AccountInvoiceList,
    handler: async ({ payload, user, query }) => {
      const holder = customer(user)
      const result = await payload.find({
        collection: 'invoices',
        sort: '-createdAt',
        page: query.page,
        limit: query.pageSize,
        ...asCaller(holder),
      })
      const orders = await payload.find({
        collection: 'valuations',
        where: { invoice: { in: result.docs.map((doc) => doc.id) } },
        limit: 0,
        pagination: false,
        select: { reference: true, invoice: true },
        ...asCaller(holder),
      })
      const orderOf = new Map(orders.docs.map((doc) => [idOrNull(doc.invoice), doc]))
      const notesOf = await adjustmentNotesOf(payload, holder, result.docs)
      return {
        Items: result.docs.map((invoice) => ({
          ...toInvoiceResponse(invoice, notesOf(invoice)),
          ValuationId: orderOf.get(invoice.id)?.id ?? null,
          Reference: orderOf.get(invoice.id)?.reference ?? null,
        })),
        TotalItems: result.totalDocs,
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/properties',
    summary:
      'The properties you have ordered valuations of, each with the date of its latest delivered value and its age: under 1 year, 1–2, 2–3 or older',
    tag: 'Account',
    access: 'authenticated',
    response: AccountPropertyList,
    handler: async ({ payload, user }) => {
      const holder = customer(user)
      const { docs } = await payload.find({
        collection: 'valuations',
        sort: '-createdAt',
        limit: 0,
        pagination: false,
        ...asCaller(holder, 1),
      })
      return { Items: toAccountProperties(docs) }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users/me/claims',
    summary: `Asks to add an order placed without an account to yours: when the reference is a guest’s order placed with that Email, the address gets a link that adds it (it works once, for an hour). Answers the same either way (at most ${SEND_LIMITS.orderClaim.perRecipient} links an hour to one address)`,
    tag: 'Account',
    access: 'authenticated',
    body: ClaimRequest,
    response: ClaimAccepted,
    successStatus: 202,
    errors: [429],
    handler: async ({ payload, user, body, req }) => {
      const holder = accountHolder(user)
      await requestOrderClaim(payload, {
        reference: body.Reference,
        email: body.Email,
        caller: callerOf(req, holder),
      })
      return {
        message:
          'If that order was placed with that address and is not in an account yet, we have e-mailed it a link that adds it to yours.',
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users/me/claims/confirm',
    summary:
      'Adds the order to your account with the token from the link e-mailed to its address: the valuation, its property, invoice, contact, files and report become yours (the link works once)',
    tag: 'Account',
    access: 'authenticated',
    rateLimit: { limit: 20, windowSeconds: 900 },
    body: ClaimConfirmRequest,
    response: ClaimConfirmResponse,
    handler: async ({ payload, user, body }) => {
      const claimed = await claimOrder(payload, accountHolder(user), body.Token)
      return { Orders: [{ ValuationId: claimed.id, Reference: claimed.reference }] }
    },
  }),
]
