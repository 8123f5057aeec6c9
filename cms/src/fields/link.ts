import type { Field } from 'payload'

export const linkFields = ({
  labelName,
  hrefName,
  required = false,
}: {
  labelName: string
  hrefName: string
  required?: boolean
}): Field[] => [
  {
    type: 'row',
    fields: [
      { name: labelName, type: 'text', required },
      {
        name: hrefName,
        type: 'text',
        required,
        validate: (value: string | null | undefined) =>
          !value || /^(\/|#|https?:\/\/|mailto:|tel:)/.test(value)
            ? true
            : 'Start with /, #, https://, mailto: or tel:',
      },
    ],
  },
]
