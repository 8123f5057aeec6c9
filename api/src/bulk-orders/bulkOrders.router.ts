import { checkRole, placeBulkOrder, quoteBulkOrder, type User } from '@valuedesk/cms'
import {
  AppError,
  BulkOrderRequest,
  BulkOrderResponse,
  BulkQuoteRequest,
  BulkQuoteResponse,
  MAX_BULK_ROWS,
} from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toBulkOrderResponse } from './bulkOrders.mapper.ts'

/** A guest session is one order's, and staff order nothing for themselves. */
const refuseGuests = (user: User | null) => {
  if (!checkRole(['customer'], user) || user?.guest)
    throw AppError.forbidden('Sign in to your customer account to order several properties at once.')
}

export const bulkOrdersRoutes = [
  defineRoute({
    method: 'post',
    path: '/users/me/bulk_orders/quote',
    summary: `Checks each property of a bulk order (at most ${MAX_BULK_ROWS}) for scope and prices it from the fee rows: each row in scope with its price, or out of scope with its reasons, and the rows in scope together (nothing is placed)`,
    tag: 'Bulk orders',
    access: 'authenticated',
    body: BulkQuoteRequest,
    response: BulkQuoteResponse,
    handler: ({ payload, user, body }) => {
      refuseGuests(user)
      return quoteBulkOrder(payload, body.Rows)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users/me/bulk_orders',
    summary:
      'Places every property of a bulk order at once, for your firm and each row’s fund, or none: any row out of scope is a 422 naming it. A firm invoiced per bulk order gets one tax invoice with a line per property; otherwise each property has its own. The same OrderKey again is the same bulk order. Pay each invoice by card (POST /api/payments/stripe/invoices/{id}/payment_intent) or bank transfer.',
    tag: 'Bulk orders',
    access: 'authenticated',
    body: BulkOrderRequest,
    response: BulkOrderResponse,
    successStatus: 201,
    errors: [409, 422],
    handler: async ({ payload, user, body }) => {
      refuseGuests(user)
      return toBulkOrderResponse(
        await placeBulkOrder(payload, user!, {
          orderKey: body.OrderKey,
          rows: body.Rows,
          businessId: body.BusinessId,
        }),
      )
    },
  }),
]
