import { UserResponse } from '@valuedesk/domain'

import { defineRoute } from '../http/route.ts'
import { toUserResponse } from './users.mapper.ts'

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
]
