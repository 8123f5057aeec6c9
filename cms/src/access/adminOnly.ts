import { fieldHasRole, hasRole } from './hasRole.ts'

export const adminOnly = hasRole()
export const adminOnlyField = fieldHasRole()
