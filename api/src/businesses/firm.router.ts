import { z } from 'zod'

import {
  acceptFirmInvitation,
  checkRole,
  grantOf,
  firmMembers,
  inviteColleague,
  previewFirmInvitation,
  readAsCaller,
  type User,
} from '@valuedesk/cms'
import {
  AppError,
  BusinessResponse,
  BusinessSettingsRequest,
  FirmInvitationRequest,
  FirmInvitationResponse,
  FirmJoinPreviewResponse,
  FirmJoinRequest,
  FirmMemberResponse,
  IdParams,
  invoicingProblem,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toBusinessResponse, toFirmMemberResponse } from './businesses.mapper.ts'
import { refuseTakenAbn } from './businesses.service.ts'
import { firmInvoicesCsv } from './firmInvoices.service.ts'

const notFound = (id: number | string) => ({ notFound: `No firm ${id} that you are a member of.` })

/** Joining a firm is for a customer's own account: not a guest session's, not staff's. */
const accountHolder = (user: User | null): User => {
  if (!user || user.guest || checkRole(['admin', 'editor', 'valuer'], user))
    throw AppError.forbidden('Sign in with the ValueDesk account the invitation was sent to.')
  return user
}

/** An accountant's firm (a business) as its members run it: settings, colleagues, the books. */
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
      'Adds a colleague to your firm: someone new gets an account and an e-mailed link to choose their password (Joined true). An address that already has an account gets a link to accept, signed in, and joins only then (Joined false): joining lets the firm’s members read one’s later orders, so only the account’s owner may agree to it',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    body: FirmInvitationRequest,
    response: FirmInvitationResponse,
    successStatus: 201,
    // Too many invitations to the address, or by you, this hour.
    errors: [429],
    handler: async ({ payload, user, params, body }) => {
      const { user: colleague, joined } = await inviteColleague(payload, user!, params.id, {
        email: body.Email,
        firstName: body.FirstName,
        lastName: body.LastName,
      })
      // An account that has not joined is not the firm's to read: only what the member typed is answered.
      return joined
        ? { ...toFirmMemberResponse(colleague), Joined: true }
        : {
            UserId: colleague.id,
            FirstName: body.FirstName,
            LastName: body.LastName,
            Email: body.Email,
            InvitationPending: true,
            Joined: false,
          }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/firm_invitation',
    summary:
      'The firm an invitation link (its Token) asks your account to join, and who sent it; 403 for any account but the one invited',
    tag: 'Account',
    access: 'authenticated',
    query: FirmJoinRequest,
    response: FirmJoinPreviewResponse,
    handler: async ({ payload, user, query }) => {
      const preview = await previewFirmInvitation(payload, accountHolder(user), query.Token)
      return {
        BusinessId: preview.firm.id,
        BusinessName: preview.firm.name,
        InvitedBy: preview.invitedBy,
        ExpiresAt: preview.expiresAt,
        AlreadyMember: preview.alreadyMember,
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users/me/firm_invitation/accept',
    summary:
      'Your account joins the firm the invitation link names: its members will see the orders you place for it, and you the firm’s (accepting again changes nothing)',
    tag: 'Account',
    access: 'authenticated',
    rateLimit: { limit: 20, windowSeconds: 900 },
    body: FirmJoinRequest,
    response: BusinessResponse,
    handler: async ({ payload, user, body }) =>
      toBusinessResponse(await acceptFirmInvitation(payload, accountHolder(user), body.Token)),
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
