import type { User } from '../payload-types.ts'
import { fieldHasRole, hasRole } from './hasRole.ts'
import { checkRole } from './roles.ts'

export const adminOnly = hasRole()
export const adminOnlyField = fieldHasRole()

/** Payload's jobs (run, queue, cancel by a call): an admin's. Our own code runs them with access overridden. */
export const adminOnlyJobs = ({ req: { user } }: { req: { user?: Pick<User, 'roles'> | null } }) =>
  checkRole(['admin'], user)

/** An admin field condition: drawn for admins only (a raw value others read in a panel of their own). */
export const drawnForAdmins = (_data: unknown, _siblingData: unknown, { user }: { user?: unknown }) =>
  checkRole(['admin'], user as Pick<User, 'roles'> | null)
