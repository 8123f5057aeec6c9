import { describe, expect, it } from 'vitest'

import { escapeHtml } from './html.ts'

describe('escapeHtml', () => {
  it('when text holds markup, then it reads as the same text and opens no element or attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })
})
