import type { TextField, TextFieldSingleValidation } from 'payload'

export const slugFormat: TextFieldSingleValidation = (value) =>
  !value || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
    ? true
    : 'Use lower-case letters, digits and single hyphens.'

export const slugField = (from = 'title', validate = slugFormat): TextField => ({
  name: 'slug',
  type: 'text',
  required: true,
  unique: true,
  index: true,
  admin: { position: 'sidebar', description: 'The address of this document on the site.' },
  validate,
  hooks: {
    beforeValidate: [
      ({ value, data }) => {
        if (value || typeof data?.[from] !== 'string') return value
        return (data[from] as string)
          .toLowerCase()
          .normalize('NFKD')
          .replace(/[^\w\s-]/g, '')
          .trim()
          .replace(/[\s_-]+/g, '-')
      },
    ],
  },
})
