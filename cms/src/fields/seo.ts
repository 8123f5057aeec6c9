import type { Field } from 'payload'

/** Title and description for search engines and link previews; the site falls back to the document's own. */
export const seoFields: Field = {
  name: 'meta',
  label: 'SEO',
  type: 'group',
  admin: { position: 'sidebar' },
  fields: [
    { name: 'title', type: 'text', maxLength: 70 },
    { name: 'description', type: 'textarea', maxLength: 170 },
    { name: 'image', type: 'upload', relationTo: 'media' },
  ],
}
