import { LoginRequest, LoginResponse } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toUserResponse } from '../users/users.mapper.ts'
import { logIn } from './auth.service.ts'

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/auth/login',
    summary: 'Log in: returns a bearer token and sets the HttpOnly session cookie',
    tag: 'Auth',
    access: 'anonymous',
    body: LoginRequest,
    response: LoginResponse,
    handler: async ({ payload, body, res }) => {
      const session = await logIn(payload, body.Email, body.Password)
      res.setHeader('Set-Cookie', session.cookie)
      return { Token: session.token, Expires: session.expires.toISOString(), User: toUserResponse(session.user) }
    },
  }),
]
