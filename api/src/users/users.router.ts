import { z } from 'zod'

import { memberBranchIds, valuerPracticeIds } from '@valuedesk/cms'
import {
  BranchResponse,
  LoginResponse,
  PracticeResponse,
  RegisterRequest,
  UserResponse,
} from '@valuedesk/domain'

import { toBranchResponse } from '../businesses/businesses.mapper.ts'
import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { toPracticeResponse } from '../practices/practices.mapper.ts'
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
    summary: 'Creates a customer account and signs it in (token and session cookie)',
    tag: 'Users',
    access: 'anonymous',
    rateLimit: { limit: 5, windowSeconds: 3600 },
    body: RegisterRequest,
    response: LoginResponse,
    successStatus: 201,
    // The e-mail address already has an account.
    errors: [409],
    handler: async ({ payload, body, res }) => {
      const session = await registerCustomer(payload, body)
      res.setHeader('Set-Cookie', session.cookie)
      return {
        Token: session.token,
        Expires: session.expires.toISOString(),
        User: toUserResponse(session.user),
      }
    },
  }),
]
