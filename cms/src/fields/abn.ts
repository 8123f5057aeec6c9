import type { FieldAccess, TextField } from 'payload'

import { isValidAbn, normaliseAbn } from '@valuedesk/domain'

type AbnOptions = {
  required?: boolean
  unique?: boolean
  index?: boolean
  maxLength?: number
  access?: { read?: FieldAccess; create?: FieldAccess; update?: FieldAccess }
}

/**
 * An ABN as printed on tax invoices and reports: kept as its 11 digits whatever spacing was typed, and checked with
 * the ATO's checksum. Optional unless `required`; access and uniqueness are the collection's.
 */
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
