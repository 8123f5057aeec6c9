import { z } from 'zod'

import { firmMembers, inviteColleague, readAsCaller } from '@valuedesk/cms'
import {
  BusinessResponse,
  BusinessSettingsRequest,
  FirmInvitationRequest,
  FirmMemberResponse,
  IdParams,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toBusinessResponse, toFirmMemberResponse } from './businesses.mapper.ts'
import { firmInvoicesCsv } from './firmInvoices.service.ts'

const notFound = (id: number | string) => ({ notFound: `No firm ${id} that you are a member of.` })

/** An accountant's firm (a business) as its members run it: settings, colleagues, the books. */
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
    path: '/businesses/:id/members',
    summary: 'The members of your firm (everyone in one of its branches), with invitations not yet accepted',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: z.array(FirmMemberResponse),
    handler: async ({ payload, user, params }) =>
      (await firmMembers(payload, user!, params.id)).map(toFirmMemberResponse),
  }),
  defineRoute({
    method: 'post',
    path: '/businesses/:id/invitations',
    summary:
      'Adds a colleague to your firm: someone new gets an account and an e-mailed link to choose their password. An address that already has an account is refused (400, Email): joining a firm lets its members read one’s later orders, so only its owner may ask for it',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    body: FirmInvitationRequest,
    response: FirmMemberResponse,
    successStatus: 201,
    // Too many invitations to the address, or by you, this hour.
    errors: [429],
    handler: async ({ payload, user, params, body }) => {
      const { user: colleague } = await inviteColleague(payload, user!, params.id, {
        email: body.Email,
        firstName: body.FirstName,
        lastName: body.LastName,
      })
      return toFirmMemberResponse(colleague)
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
