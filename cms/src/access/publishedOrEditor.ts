import type { Access } from 'payload'

import { checkRole } from './roles.ts'

export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (checkRole(['admin', 'editor'], user)) return true
  return { _status: { equals: 'published' } }
}
