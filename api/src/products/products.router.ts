import { readAsCaller } from '@valuedesk/cms'
import { IdParams, InvoiceSummary, ProductInvoiceRequest, ProductResponse } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toInvoiceSummary } from '../orders/orders.mapper.ts'
import { prepayment } from '../valuation-form/valuationForm.service.ts'

export const productsRoutes = [
  defineRoute({
    method: 'get',
    path: '/products/:id',
    summary: 'One fee row',
    tag: 'Products',
    access: 'authenticated',
    params: IdParams,
    response: ProductResponse,
    handler: async ({ payload, user, params }) => {
      const product = await readAsCaller(payload, user, 'products', params.id, 0, {
        notFound: 'No such product.',
      })
      return {
        ProductId: product.id,
        Code: product.code,
        Name: product.name,
        Description: product.description ?? null,
        FeeIncGst: product.feeIncGst,
        FeeMaxIncGst: product.feeMaxIncGst ?? null,
        ConsolidatedFeeIncGst: product.consolidatedFeeIncGst ?? null,
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/products/:id/invoice',
    summary:
      'Raises the tax invoice for a snapshot priced by this product (it must be the snapshot’s own fee row)',
    tag: 'Products',
    access: 'authenticated',
    params: IdParams,
    body: ProductInvoiceRequest,
    response: InvoiceSummary,
    successStatus: 201,
    errors: [409],
    handler: async ({ payload, user, params, body }) =>
      toInvoiceSummary(await prepayment(payload, user!, body, params.id)),
  }),
]
