import type { Field, NumberField, SanitizedConfig } from 'payload'

import { fieldHasRole } from '../access/hasRole.ts'

/**
 * An amount in whole cents as staff read it: "$220.00" in the list and on the edit page. Only the system writes
 * these (invoices, refunds), so the edit page shows the amount rather than an input.
 */
export const centsAdmin = {
  readOnly: true,
  components: { Cell: '/adminUi/ReadableValue#CentsCell', Field: '/adminUi/ReadableValue#CentsField' },
} satisfies NumberField['admin']

/** An amount in dollars that staff edit (a fee): the input stays a number, the list shows "$220". */
export const dollarsAdmin = {
  components: { Cell: '/adminUi/ReadableValue#DollarsCell' },
} satisfies NumberField['admin']

const MOMENT_CELL = '/adminUi/ReadableValue#MomentCell'
const MOMENT_FIELD = '/adminUi/ReadableValue#MomentField'

type DateAdmin = {
  readOnly?: boolean
  date?: { pickerAppearance?: string }
  components?: { Cell?: unknown; Field?: unknown }
}

/** The components a field shows with, where its collection names none of its own. */
function showWith(field: Field, components: { Cell: string; Field?: string }) {
  const admin = ((field as { admin?: DateAdmin }).admin ??= {}) as DateAdmin
  admin.components ??= {}
  admin.components.Cell ??= components.Cell
  if (components.Field) admin.components.Field ??= components.Field
}

/** `readOnly`: the fields sit in a read-only group or array, so are read-only themselves. */
function readable(fields: Field[], readOnly = false) {
  for (const field of fields) {
    const shownReadOnly = readOnly || Boolean((field.admin as DateAdmin | undefined)?.readOnly)
    // A guest account's made-up login is shown as what it is, never as an address.
    if (field.type === 'email') showWith(field, { Cell: '/adminUi/ReadableValue#EmailCell' })
    // An empty cell reads a dash, never "<No Valuer>"; a relationship the related record's title.
    if (['relationship', 'text', 'textarea', 'select'].includes(field.type))
      showWith(field, { Cell: '/adminUi/DashWhenEmptyCell#DashWhenEmptyCell' })
    // An upload's size (Payload adds `filesize`) in kB or MB, not in bytes.
    if (field.type === 'number' && field.name === 'filesize')
      showWith(field, { Cell: '/adminUi/ReadableValue#FileSizeCell' })
    // A yes or no in a list reads as one, not as `true`.
    if (field.type === 'checkbox') showWith(field, { Cell: '/adminUi/ReadableValue#YesNoCell' })
    if (field.type === 'date') {
      const admin = field.admin as DateAdmin | undefined
      // A calendar day (a licence's expiry) has no clock; Payload's date format shows it.
      const dayOnly = ['dayOnly', 'monthOnly'].includes(admin?.date?.pickerAppearance ?? '')
      if (!dayOnly) showWith(field, { Cell: MOMENT_CELL, Field: shownReadOnly ? MOMENT_FIELD : undefined })
    }
    if ('fields' in field) readable(field.fields, shownReadOnly)
    if (field.type === 'tabs') for (const tab of field.tabs) readable(tab.fields, shownReadOnly)
    if (field.type === 'blocks') for (const block of field.blocks) readable(block.fields, shownReadOnly)
  }
}

/**
 * Every moment in /admin on one clock, the business's, with its zone named: the list cells of every date and
 * time (createdAt and updatedAt included, which Payload adds itself, hence after sanitising), and the read-only
 * ones on edit pages, which Payload would show on the browser's clock. Also every e-mail address, yes-or-no,
 * relationship, empty and file-size cell, as a person reads them.
 */
export function readableMoments(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) readable(collection.fields)
  for (const global of config.globals) readable(global.fields)
  return config
}

/**
 * The name staff screens title a person or a contact by (the collection's `useAsTitle`), kept by the
 * setDisplayName hook on every write: whatever a write sends for it is replaced.
 */
export const displayNameField: Field = {
  name: 'displayName',
  label: 'Name',
  type: 'text',
  index: true,
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'First and last name, else the e-mail address.',
  },
}

const staffReadOnly = { read: fieldHasRole('valuer'), create: () => false, update: () => false }

/**
 * What staff find a valuation or an invoice by besides its reference: copies of its property's address and its
 * customer, made and refreshed by the order lifecycle alone (lifecycle/steps/searchCopies.ts). Staff read them; no
 * door writes them, and customers do not see them.
 */
export const searchCopyFields = (customerLabel = 'Customer'): Field[] => [
  {
    name: 'searchAddress',
    label: 'Property address',
    type: 'text',
    index: true,
    access: staffReadOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'customerName',
    label: customerLabel,
    type: 'text',
    index: true,
    access: staffReadOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
  {
    name: 'customerEmail',
    label: `${customerLabel}’s e-mail`,
    type: 'text',
    index: true,
    access: staffReadOnly,
    admin: { readOnly: true, position: 'sidebar' },
  },
]
