import type { CollectionConfig } from 'payload'

import { hasRole } from './hasRole.ts'
import { publishedOrEditor } from './publishedOrEditor.ts'

/** `?draft=true` stays published for valuers and customers, so a sign-in never shows the next page early. */
export const editorialContent: CollectionConfig['access'] = {
  read: publishedOrEditor,
  readVersions: hasRole('editor'),
  create: hasRole('editor'),
  update: hasRole('editor'),
  delete: hasRole('editor'),
}
