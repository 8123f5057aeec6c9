import { idOf, idOrNull, PlacedOrderResponse, PlaceOrderRequest, statusOf } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toInvoiceSummary, toMonthlyBillingSummary } from './orders.mapper.ts'
import { placeOrder, readAsCaller } from '@valuedesk/cms'

/** Placing an order: POST /api/orders, every property's valuation in one call. */
export const ordersRoutes = [
  defineRoute({
    method: 'post',
    path: '/orders',
    summary:
      'Places a whole order in one call (property, details, tax invoice, valuation, photos uploaded beforehand); the same OrderKey again is the same order. A member of a firm invoiced monthly orders on its account: no invoice now (Invoice is null), the valuation starts at once and goes on the month’s invoice (OnAccount)',
    tag: 'Valuation form',
    access: 'authenticated',
    body: PlaceOrderRequest,
    response: PlacedOrderResponse,
    successStatus: 201,
    errors: [404, 409, 429],
    handler: async ({ payload, user, body }) => {
      const valuation = await placeOrder(payload, user!, {
        orderKey: body.OrderKey,
        contactId: body.ContactId,
        order: { Property: body.Property, Assessment: body.Assessment },
        details: body.Details,
        practiceId: body.PracticeId,
        businessId: body.BusinessId,
        photoIds: body.Photos.map((photo) => photo.FileId),
      })
      const invoiceId = idOrNull(valuation.invoice)
      const invoice = invoiceId === null ? null : await readAsCaller(payload, user, 'invoices', invoiceId)
      return {
        ValuationId: valuation.id,
        Reference: valuation.reference,
        Status: statusOf(valuation),
        SnapshotId: idOf(valuation.snapshot),
        ContactId: invoice?.contact ? idOf(invoice.contact) : body.ContactId,
        Invoice: invoice && toInvoiceSummary(invoice),
        OnAccount: toMonthlyBillingSummary(valuation),
      }
    },
  }),
]
