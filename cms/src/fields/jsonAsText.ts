import type { Field, SanitizedConfig } from 'payload'

const jsonTextField = '/adminUi/JsonTextField#JsonTextField'

function withTextEditor(fields: Field[]) {
  for (const field of fields) {
    if (field.type === 'json') {
      field.admin = { ...field.admin, components: { Field: jsonTextField, ...field.admin?.components } }
    }
    if ('fields' in field && Array.isArray(field.fields)) withTextEditor(field.fields)
    if (field.type === 'tabs') for (const tab of field.tabs) withTextEditor(tab.fields)
    if (field.type === 'blocks')
      for (const block of field.blocks) if (typeof block === 'object') withTextEditor(block.fields)
  }
}

/** Payload's code editor loads from a CDN: nothing in the admin needs the internet to render. */
export function jsonFieldsAsText(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) withTextEditor(collection.fields)
  for (const global of config.globals) withTextEditor(global.fields)
  return config
}
