import type { Field } from 'payload'

/**
 * A button: its label and where it goes (a path on this site, an #anchor, or a full URL, which opens in a new
 * window).
 */
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
