import { checkRole, type Role } from './roles.ts'

/** Admin navigation: shows a collection or global only to the roles that work with it (admins see everything). */
export const visibleTo =
  (...allowed: Role[]) =>
  ({ user }: { user: unknown }) =>
    !checkRole(['admin', ...allowed], user as Parameters<typeof checkRole>[1])
