import { grantOf, readAsCaller } from '@valuedesk/cms'
import {
  AppError,
  BusinessResponse,
  BusinessSettingsRequest,
  IdParams,
  invoicingProblem,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toBusinessResponse } from './businesses.mapper.ts'
import { refuseTakenAbn } from './businesses.service.ts'
import { firmInvoicesCsv } from './firmInvoices.service.ts'

const notFound = (id: number | string) => ({ notFound: `No firm ${id} that you are a member of.` })

export const firmRoutes = [
  defineRoute({
    method: 'patch',
    path: '/businesses/:id',
    summary:
      'Sets how your firm is invoiced (per order or per bulk order; per month, on account, only once ValueDesk has granted the firm an account: else 403 naming Invoicing), how many weeks before 30 June it is reminded to re-value its SMSF properties, and its e-mail and phone. The member who registered the firm may correct its legal name and ABN until its first invoice (then 409: ValueDesk changes them)',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    body: BusinessSettingsRequest,
    response: BusinessResponse,
    errors: [403, 409],
    handler: async ({ payload, user, params, body }) => {
      const firm = await readAsCaller(payload, user, 'businesses', params.id, 0, notFound(params.id))
      // The collection's guards refuse this for every door; here the answer names the field as the API's do.
      const problem =
        body.Invoicing !== firm.invoicing ? invoicingProblem(body.Invoicing, grantOf(firm)) : undefined
      if (problem) throw new AppError(403, 'account_not_granted', problem, { Invoicing: [problem] })
      if (body.ABN && body.ABN !== firm.abn) await refuseTakenAbn(payload, body.ABN)
      return toBusinessResponse(
        await payload.update({
          collection: 'businesses',
          id: firm.id,
          data: {
            name: body.Name,
            abn: body.ABN,
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
