import { readAsCaller } from '@valuedesk/cms'
import { BusinessResponse, BusinessSettingsRequest, IdParams } from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toBusinessResponse } from './businesses.mapper.ts'
import { firmInvoicesCsv } from './firmInvoices.service.ts'

const notFound = (id: number | string) => ({ notFound: `No firm ${id} that you are a member of.` })

/**
 * An accountant's firm (a business) as its members run it: its settings and its books (its colleagues:
 * firmColleagues.router.ts).
 */
export const firmRoutes = [
  defineRoute({
    method: 'patch',
    path: '/businesses/:id',
    summary:
      'Sets how your firm is invoiced (per order or per bulk order), how many weeks before 30 June it is reminded to re-value its SMSF properties, and its e-mail and phone',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    body: BusinessSettingsRequest,
    response: BusinessResponse,
    handler: async ({ payload, user, params, body }) => {
      const firm = await readAsCaller(payload, user, 'businesses', params.id, 0, notFound(params.id))
      return toBusinessResponse(
        await payload.update({
          collection: 'businesses',
          id: firm.id,
          data: {
            invoicing: body.Invoicing,
            reminderLeadWeeks: body.ReminderLeadWeeks,
            email: body.Email,
            phone: body.Phone,
          },
          ...asCaller(user),
        }),
      )
    },
  }),
  defineRoute({
    method: 'get',
    path: '/businesses/:id/invoices/export/csv',
    summary:
      'Your firm’s invoices as CSV for its books: number, date, buyer, ABN, property, fund, ex-GST, GST, total, status, paid date',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    produces: 'text/csv',
    handler: async ({ payload, user, params, res }) => {
      const { filename, csv } = await firmInvoicesCsv(payload, user!, params.id)
      res
        .type('text/csv; charset=utf-8')
        .setHeader('content-disposition', `attachment; filename="${filename}"`)
      res.send(csv)
    },
  }),
]
