import { z } from 'zod'

import {
  acceptFirmInvitation,
  firmMembers,
  inviteColleague,
  pendingColleagueInvitations,
  previewFirmInvitation,
  SEND_LIMITS,
  withdrawColleagueInvitation,
} from '@valuedesk/cms'
import {
  AppError,
  BusinessResponse,
  FirmInvitationParams,
  FirmInvitationRequest,
  FirmInvitationResponse,
  FirmJoinPreviewResponse,
  FirmJoinRequest,
  FirmMemberResponse,
  IdParams,
  INVITATION_LINK_DAYS,
} from '@valuedesk/domain'

import { possibleId } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toBusinessResponse } from './businesses.mapper.ts'
import { toFirmInvitationResponse, toFirmMemberResponse } from './firmColleagues.mapper.ts'

export const firmColleaguesRoutes = [
  defineRoute({
    method: 'get',
    path: '/businesses/:id/members',
    summary: 'The members of your firm (everyone in one of its branches)',
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
    summary: `Invites an e-mail address to your firm: it is e-mailed a link that works once, for ${INVITATION_LINK_DAYS} days, and joins the firm only if its owner accepts, signed in as that address. No account is made, and the answer is the same whoever the address belongs to; a newer invitation to the address replaces an older one (at most ${SEND_LIMITS.invitation.perRecipient} an hour to one address)`,
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    body: FirmInvitationRequest,
    response: FirmInvitationResponse,
    successStatus: 201,
    errors: [429],
    handler: async ({ payload, user, params, body }) =>
      toFirmInvitationResponse(await inviteColleague(payload, user!, params.id, body.Email)),
  }),
  defineRoute({
    method: 'get',
    path: '/businesses/:id/invitations',
    summary: 'Your firm’s invitations still pending (not accepted, withdrawn or expired), the latest first',
    tag: 'Businesses',
    access: 'authenticated',
    params: IdParams,
    response: z.array(FirmInvitationResponse),
    handler: async ({ payload, user, params }) =>
      (await pendingColleagueInvitations(payload, user!, params.id)).map(toFirmInvitationResponse),
  }),
  defineRoute({
    method: 'delete',
    path: '/businesses/:id/invitations/:invitationId',
    summary: 'Withdraws a pending invitation of your firm: its link stops working at once',
    tag: 'Businesses',
    access: 'authenticated',
    params: FirmInvitationParams,
    errors: [409],
    handler: async ({ payload, user, params }) => {
      // An id the database could not even parse is the same 404 as one that does not exist.
      if (!possibleId(payload, params.invitationId))
        AppError.throwNotFound(`No invitation ${params.invitationId} of this firm.`)
      await withdrawColleagueInvitation(payload, user!, params.id, params.invitationId)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/firm_invitation',
    summary:
      'The firm an invitation link (its Token) asks you to join, and who sent it: only for a customer’s account whose e-mail address is the one invited (403 for any other)',
    tag: 'Account',
    access: 'authenticated',
    query: FirmJoinRequest,
    response: FirmJoinPreviewResponse,
    handler: async ({ payload, user, query }) => {
      const preview = await previewFirmInvitation(payload, user, query.Token)
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
      'Your account joins the firm the invitation link names: its members will see the orders you place for it, and you the firm’s. The link works once, while the invitation stands, for the address it was sent to',
    tag: 'Account',
    access: 'authenticated',
    rateLimit: { limit: 20, windowSeconds: 900 },
    body: FirmJoinRequest,
    response: BusinessResponse,
    handler: async ({ payload, user, body }) =>
      toBusinessResponse(await acceptFirmInvitation(payload, user, body.Token)),
  }),
]
