import {
  LoginRequest,
  LoginResponse,
  ResetPasswordAccepted,
  ResetPasswordRequest,
  ResetPasswordSubmit,
} from '@valuedesk/domain'

import { requestPasswordReset, SEND_LIMITS } from '@valuedesk/cms'

import { callerOf } from '../http/caller.ts'
import type { RateLimit } from '../http/rateLimit.ts'
import { defineRoute } from '../http/route.ts'
import { toUserResponse } from '../users/users.mapper.ts'
import { endSession, expiredSessionCookie, logIn } from './auth.service.ts'
import { submitPasswordReset } from './passwordReset.service.ts'

/** Guesses of passwords per client address, through /api and /cms-api together (http/staffDoor.ts). */
export const signInLimit: RateLimit = { limit: 20, windowSeconds: 600, counter: 'sign-in' }
export const resetRequestLimit: RateLimit = {
  limit: 5,
  windowSeconds: 900,
  counter: 'password-reset-request',
}

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    summary: 'Log in: returns a bearer token and sets the HttpOnly session cookie',
    tag: 'Auth',
    access: 'anonymous',
    rateLimit: signInLimit,
    body: LoginRequest,
    response: LoginResponse,
    errors: [401],
    handler: async ({ payload, body, res }) => {
      const session = await logIn(payload, body.Email, body.Password)
      res.setHeader('Set-Cookie', session.cookie)
      return {
        Token: session.token,
        Expires: session.expires.toISOString(),
        User: toUserResponse(session.user),
      }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    summary:
      'Signs out on this browser: the session of its cookie ends on the server (a copy of the cookie stops working too) and the cookie is cleared. A bearer token kept by the client is the client’s to forget; it expires on its own',
    tag: 'Auth',
    access: 'anonymous',
    rateLimit: { limit: 60, windowSeconds: 600 },
    handler: async ({ payload, req, res, user }) => {
      // Signed in by the cookie alone: that session is the browser's, and ends with it.
      if (user && !req.headers.authorization) await endSession(payload, user)
      res.setHeader('Set-Cookie', expiredSessionCookie(payload))
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/reset_password/request',
    summary: `E-mails a password reset link; answers the same, as fast, whether or not the address has an account (at most ${SEND_LIMITS.passwordReset.perRecipient} links an hour to one address)`,
    tag: 'Auth',
    access: 'anonymous',
    rateLimit: resetRequestLimit,
    body: ResetPasswordRequest,
    response: ResetPasswordAccepted,
    successStatus: 202,
    handler: async ({ payload, body, req, user }) => {
      await requestPasswordReset(payload, { to: body.Email, field: 'Email', caller: callerOf(req, user) })
      return { message: 'If that address has an account, a reset link is on its way.' }
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/reset_password/submit',
    summary: 'Sets a new password with the token from the reset e-mail (it works once, for an hour)',
    tag: 'Auth',
    access: 'anonymous',
    rateLimit: { limit: 10, windowSeconds: 900 },
    body: ResetPasswordSubmit,
    handler: ({ payload, body }) => submitPasswordReset(payload, body.Token, body.Password),
  }),
]
