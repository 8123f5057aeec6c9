import type { Access, FieldAccess } from 'payload'

import { checkRole, type Role } from './roles.ts'

export const hasRole =
  (...allowed: Role[]): Access =>
  ({ req: { user } }) =>
    checkRole(['admin', ...allowed], user)

export const fieldHasRole =
  (...allowed: Role[]): FieldAccess =>
  ({ req: { user } }) =>
    checkRole(['admin', ...allowed], user)
