import type { CollectionConfig } from 'payload'

import { hasRole } from './hasRole.ts'
import { publishedOrEditor } from './publishedOrEditor.ts'

/**
 * Content with drafts: the public reads what is published, editors and admins write. Versions hold the
 * unpublished drafts: read by those who may read drafts alone (a valuer's or a customer's sign-in does not
 * show the site's next page before it is published; `?draft=true` reads stay published for them too, by
 * `publishedOrEditor`).
 */
export const editorialContent: CollectionConfig['access'] = {
  read: publishedOrEditor,
  readVersions: hasRole('editor'),
  create: hasRole('editor'),
  update: hasRole('editor'),
  delete: hasRole('editor'),
}
