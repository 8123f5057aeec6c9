import type { Access } from 'payload'

import { memberFirmIds } from './memberships.ts'
import { checkRole } from './roles.ts'

/**
 * Businesses and their branches: admins see all; anyone else the businesses they work in (through a
 * branch on their account) and those businesses' branches. `field` is where the business id is.
 */
export const adminOrFirmMember =
  (field: 'id' | 'business'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (checkRole(['admin'], req.user)) return true
    return { [field]: { in: await memberFirmIds(req) } }
  }
