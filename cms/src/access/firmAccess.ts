import type { Access } from 'payload'

import { memberFirmIds } from './memberships.ts'
import { checkRole } from './roles.ts'

export const adminOrFirmMember =
  (field: 'id' | 'business'): Access =>
  async ({ req }) => {
    if (!req.user) return false
    if (checkRole(['admin'], req.user)) return true
    return { [field]: { in: await memberFirmIds(req) } }
  }
