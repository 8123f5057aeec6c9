import { checkRole, type Role } from './roles.ts'

export const visibleTo =
  (...allowed: Role[]) =>
  ({ user }: { user: unknown }) =>
    !checkRole(['admin', ...allowed], user as Parameters<typeof checkRole>[1])
