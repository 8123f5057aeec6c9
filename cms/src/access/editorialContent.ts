import type { CollectionConfig } from 'payload'

import { hasRole } from './hasRole.ts'
import { publishedOrEditor } from './publishedOrEditor.ts'

/** Content with drafts: the public reads what is published, editors and admins write. */
export const editorialContent: CollectionConfig['access'] = {
  read: publishedOrEditor,
  create: hasRole('editor'),
  update: hasRole('editor'),
  delete: hasRole('editor'),
}
