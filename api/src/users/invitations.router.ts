import { z } from 'zod'

import { inviteStaff, pendingInvitations, resendInvitation, SEND_LIMITS } from '@valuedesk/cms'
import {
  AppError,
  IdParams,
  INVITATION_LINK_DAYS,
  InvitationRequest,
  InvitationResponse,
} from '@valuedesk/domain'

import { possibleId } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { fromInvitationRequest, toInvitationResponse } from './invitations.mapper.ts'

const limits = `at most ${SEND_LIMITS.invitation.perRecipient} an hour to one address`

export const invitationsRoutes = [
  defineRoute({
    method: 'post',
    path: '/users/invitations',
    summary: `Invites a valuer (with their practice and licences) or an editor by e-mail, all at once: their account, the valuer's practice record, and a link that sets their password, working once for ${INVITATION_LINK_DAYS} days (${limits})`,
    tag: 'Users',
    access: 'admin',
    body: InvitationRequest,
    response: InvitationResponse,
    successStatus: 201,
    errors: [429],
    handler: async ({ payload, user, body }) => {
      if (body.PracticeId !== undefined && !possibleId(payload, body.PracticeId))
        AppError.throwValidation({ PracticeId: [`There is no practice ${body.PracticeId}.`] })
      return toInvitationResponse(await inviteStaff(payload, user!, fromInvitationRequest(body)))
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/invitations',
    summary:
      'The invitations not yet accepted (the invited have not set their password), the latest sent first',
    tag: 'Users',
    access: 'admin',
    response: z.array(InvitationResponse),
    handler: async ({ payload, user }) =>
      (await pendingInvitations(payload, user!)).map(toInvitationResponse),
  }),
  defineRoute({
    method: 'post',
    path: '/users/invitations/:id/resend',
    summary: `Sends the invitation of a user who has not set their password yet again, with a new link (the earlier one stops working; ${limits})`,
    tag: 'Users',
    access: 'admin',
    params: IdParams,
    response: InvitationResponse,
    errors: [409, 429],
    handler: async ({ payload, user, params }) => {
      if (!possibleId(payload, params.id))
        AppError.throwNotFound(`No invitation was sent to user ${params.id}.`)
      return toInvitationResponse(await resendInvitation(payload, user!, params.id))
    },
  }),
]
