import { describe, expect, it } from 'vitest'

import { openSecret, sealSecret } from './secretBox.ts'

describe('sealSecret', () => {
  it('seals a token so that it opens again, and never shows it', () => {
    const sealed = sealSecret('refresh-abc123', 'xero-refresh-token')
    expect(sealed).toMatch(/^v1\./)
    expect(sealed).not.toContain('refresh-abc123')
    expect(openSecret(sealed, 'xero-refresh-token')).toBe('refresh-abc123')
  })

  it('seals the same token differently each time (a fresh IV)', () => {
    expect(sealSecret('same', 'p')).not.toBe(sealSecret('same', 'p'))
  })

  it('does not open for another purpose, nor once tampered with', () => {
    const sealed = sealSecret('refresh-abc123', 'xero-refresh-token')
    expect(openSecret(sealed, 'another-purpose')).toBeNull()
    const [version, iv, tag, data] = sealed.split('.')
    const flipped = `${data!.startsWith('A') ? 'B' : 'A'}${data!.slice(1)}`
    expect(openSecret([version, iv, tag, flipped].join('.'), 'xero-refresh-token')).toBeNull()
    expect(openSecret('not sealed', 'xero-refresh-token')).toBeNull()
  })
})
