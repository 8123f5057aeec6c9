import type { Access } from 'payload'

import { checkRole } from './roles.ts'

/** Editors and admins see drafts; everyone else only what is published. */
export const publishedOrEditor: Access = ({ req: { user } }) => {
  if (checkRole(['admin', 'editor'], user)) return true
  return { _status: { equals: 'published' } }
}
