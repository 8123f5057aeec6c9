import type { SanitizedConfig } from 'payload'
import { describe, expect, it } from 'vitest'

import { jsonFieldsAsText } from './jsonAsText.ts'

describe('JSON fields in the admin', () => {
  it('when a collection or global has JSON fields, however nested, then each is shown as text, never the CDN editor; a field with its own component keeps it', () => {
    const config = {
      collections: [
        {
          slug: 'payload-jobs',
          fields: [
            { name: 'input', type: 'json' },
            { type: 'tabs', tabs: [{ label: 'Log', fields: [{ name: 'log', type: 'json' }] }] },
            { name: 'group', type: 'group', fields: [{ name: 'deep', type: 'json' }] },
            { name: 'own', type: 'json', admin: { components: { Field: '/Mine#Mine' } } },
            { name: 'title', type: 'text' },
          ],
        },
      ],
      globals: [{ slug: 'settings', fields: [{ name: 'blob', type: 'json' }] }],
    } as unknown as SanitizedConfig
    type Node = { admin?: { components?: { Field?: string } }; fields: Node[]; tabs: { fields: Node[] }[] }
    const done = jsonFieldsAsText(config) as unknown as {
      collections: { fields: Node[] }[]
      globals: { fields: Node[] }[]
    }
    const component = (field?: Node) => field?.admin?.components?.Field
    const [input, tabs, group, own, title] = done.collections[0]!.fields
    expect(component(input)).toBe('/adminUi/JsonTextField#JsonTextField')
    expect(component(tabs!.tabs[0]!.fields[0])).toBe('/adminUi/JsonTextField#JsonTextField')
    expect(component(group!.fields[0])).toBe('/adminUi/JsonTextField#JsonTextField')
    expect(component(own)).toBe('/Mine#Mine')
    expect(component(title)).toBeUndefined()
    expect(component(done.globals[0]!.fields[0])).toBe('/adminUi/JsonTextField#JsonTextField')
  })
})
