import type { FieldAccess, TextField } from 'payload'

import { isValidAbn, normaliseAbn } from '@valuedesk/domain'

type AbnOptions = {
  required?: boolean
  unique?: boolean
  index?: boolean
  maxLength?: number
  access?: { read?: FieldAccess; create?: FieldAccess; update?: FieldAccess }
}

/** Checked with the ATO's checksum; kept as its 11 digits whatever spacing was typed. */
export const abnField = ({ required = false, ...options }: AbnOptions = {}): TextField => ({
  name: 'abn',
  label: 'ABN',
  type: 'text',
  required,
  ...options,
  hooks: { beforeValidate: [({ value }) => (typeof value === 'string' ? normaliseAbn(value) : value)] },
  validate: (value: string | null | undefined) =>
    (value ? isValidAbn(value) : !required) ||
    'This is not a valid ABN: check the 11 digits on the ABN Lookup.',
  admin: {
    description: '11 digits; checked with the ATO’s checksum.',
    components: { Cell: '/adminUi/AbnCell#AbnCell' },
  },
})
