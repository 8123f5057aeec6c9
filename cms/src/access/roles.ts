import type { User } from '../payload-types.ts'

export const roles = ['admin', 'editor', 'valuer', 'customer'] as const
export type Role = (typeof roles)[number]

/** The roles of our staff, who use the admin and Payload's REST API (/cms-api); customers use /api. */
export const staffRoles = ['admin', 'editor', 'valuer'] as const satisfies readonly Role[]

export const checkRole = (allowed: readonly Role[], user: Pick<User, 'roles'> | null | undefined): boolean =>
  Boolean(user?.roles?.some((role) => allowed.includes(role)))
