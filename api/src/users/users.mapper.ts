import type { User } from '@valuedesk/cms'
import type { UserResponse } from '@valuedesk/domain'

export const toUserResponse = (user: User): UserResponse => ({
  UserId: user.id,
  Email: user.email,
  FirstName: user.firstName ?? null,
  LastName: user.lastName ?? null,
  Roles: user.roles ?? [],
  PendingEmail: user.pendingEmail ?? null,
  Guest: Boolean(user.guest),
})
