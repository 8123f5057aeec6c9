import type { ClientUser } from 'payload'

import { checkRole, type Role } from './roles.ts'

/** Admin navigation: shows a collection only to the roles that work with it (admins see everything). */
export const visibleTo =
  (...allowed: Role[]) =>
  ({ user }: { user: ClientUser }) =>
    !checkRole(['admin', ...allowed], user as never)
