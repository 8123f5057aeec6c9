import { LoginResponse, RegisterRequest, UserResponse } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toUserResponse } from './users.mapper.ts'
import { registerCustomer } from './users.service.ts'

export const usersRoutes = [
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
    method: 'post',
    path: '/users/register',
    summary: 'Creates a customer account and signs it in (token and session cookie)',
    tag: 'Users',
    access: 'anonymous',
    body: RegisterRequest,
    response: LoginResponse,
    successStatus: 201,
    handler: async ({ payload, body, res }) => {
      const session = await registerCustomer(payload, body)
      res.setHeader('Set-Cookie', session.cookie)
      return { Token: session.token, Expires: session.expires.toISOString(), User: toUserResponse(session.user) }
    },
  }),
]
