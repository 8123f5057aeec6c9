import { describe, expect, it } from 'vitest'

import { escapeHtml, jsonForScript } from './html.ts'

describe('escapeHtml', () => {
  it('when text holds markup, then it reads as the same text and opens no element or attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    )
  })
})

describe('jsonForScript', () => {
  const title = '</script><script>alert(1)</script><!-- & \u2028\u2029'

  it('when stored text holds a closing script tag, then the JSON has no < > & or line separator', () => {
    expect(jsonForScript({ name: title })).not.toMatch(/[<>&\u2028\u2029]/)
  })

  it('when the JSON is parsed, then it reads the same value back', () => {
    expect(JSON.parse(jsonForScript({ name: title, list: [1, null] }))).toEqual({
      name: title,
      list: [1, null],
    })
  })
})
