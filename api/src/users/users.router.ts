import { z } from 'zod'

import { confirmEmail, memberBranchIds, requestSignUp, SEND_LIMITS, valuerPracticeIds } from '@valuedesk/cms'
import {
  AppError,
  BranchResponse,
  ConfirmEmailRequest,
  ConfirmEmailResponse,
  GuestSessionResponse,
  PracticeResponse,
  RegisterAccepted,
  RegisterRequest,
  UserPatch,
  UserResponse,
} from '@valuedesk/domain'

import { sessionCookie } from '../auth/auth.service.ts'
import { toBranchResponse } from '../firms/businesses.mapper.ts'
import { createGuestCustomer } from '../contacts/guests.ts'
import { asCaller, callerOf } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toPracticeResponse } from '../practices/practices.mapper.ts'
import { toUserResponse } from './users.mapper.ts'
import { updateOwnAccount } from './users.service.ts'

export const usersRoutes = [
  defineRoute({
    method: 'post',
    path: '/users/guest',
    summary:
      'Opens a guest session for a customer who has not signed up (the order wizard, before its photos are uploaded); the Token is also set as the session cookie',
    tag: 'Users',
    access: 'anonymous',
    // Signed in already: orders go on that account.
    errors: [403],
    rateLimit: { limit: 30, windowSeconds: 600 },
    response: GuestSessionResponse,
    successStatus: 201,
    handler: async ({ payload, user, res }) => {
      if (user) throw AppError.forbidden('You are signed in already; your order goes on your account.')
      const guest = await createGuestCustomer(payload)
      res.setHeader('Set-Cookie', sessionCookie(payload, guest.token))
      return { Token: guest.token }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me',
    summary: 'The signed-in user',
    tag: 'Users',
    access: 'authenticated',
    response: UserResponse,
    handler: ({ user }) => toUserResponse(user!),
  }),
  defineRoute({
    method: 'patch',
    path: '/users/me',
    summary: `Changes your names; a new Email takes effect once the link e-mailed to it is followed with your password (PendingEmail until then; at most ${SEND_LIMITS.emailChange.perRecipient} links an hour to one address)`,
    tag: 'Users',
    access: 'authenticated',
    body: UserPatch,
    response: UserResponse,
    errors: [429],
    handler: async ({ payload, user, body }) => toUserResponse(await updateOwnAccount(payload, user!, body)),
  }),
  defineRoute({
    method: 'post',
    path: '/users/confirm_email',
    summary:
      'Confirms an e-mail address with the token from the link sent to it and the account’s password: a sign-up’s account opens, or a new address takes effect (the link works once, for an hour)',
    tag: 'Users',
    access: 'anonymous',
    rateLimit: { limit: 10, windowSeconds: 900 },
    body: ConfirmEmailRequest,
    response: ConfirmEmailResponse,
    errors: [409],
    handler: async ({ payload, body }) => ({ Email: await confirmEmail(payload, body.Token, body.Password) }),
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/practices',
    summary: 'The practices you are a valuer in (empty for customers)',
    tag: 'Users',
    access: 'authenticated',
    response: z.array(PracticeResponse),
    handler: async ({ payload, user }) => {
      const ids = await valuerPracticeIds(payload, user)
      if (!ids.length) return []
      const { docs } = await payload.find({
        collection: 'practices',
        where: { id: { in: ids } },
        sort: 'name',
        limit: 0,
        pagination: false,
        ...asCaller(user),
      })
      return docs.map(toPracticeResponse)
    },
  }),
  defineRoute({
    method: 'get',
    path: '/users/me/business_branches',
    summary: 'The business branches you work in',
    tag: 'Users',
    access: 'authenticated',
    response: z.array(BranchResponse),
    handler: async ({ payload, user }) => {
      const ids = memberBranchIds(user)
      if (!ids.length) return []
      const { docs } = await payload.find({
        collection: 'business-branches',
        where: { id: { in: ids } },
        sort: 'name',
        limit: 0,
        pagination: false,
        ...asCaller(user, 1),
      })
      return docs.map(toBranchResponse)
    },
  }),
  defineRoute({
    method: 'post',
    path: '/users/register',
    summary:
      'Signs up a customer: e-mails a link that opens the account (or, for an address with an account, says so); answers the same, as fast, either way',
    tag: 'Users',
    access: 'anonymous',
    rateLimit: { limit: 5, windowSeconds: 3600 },
    body: RegisterRequest,
    response: RegisterAccepted,
    successStatus: 202,
    handler: async ({ payload, body, req, user }) => {
      await requestSignUp(
        payload,
        { email: body.Email, password: body.Password, firstName: body.FirstName, lastName: body.LastName },
        callerOf(req, user),
      )
      return { message: 'Check your e-mail: a message with the next step is on its way.' }
    },
  }),
]
