import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

import { adminPolicy, newNonce } from './adminPolicy.ts'

// Next's own reader of the nonce, the one its app renderer calls on each request's headers.
const { getScriptNonceFromHeader } = createRequire(import.meta.url)(
  'next/dist/server/app-render/get-script-nonce-from-header.js',
) as { getScriptNonceFromHeader: (policy: string) => string | undefined }

describe('the admin policy', () => {
  it('when Next reads the policy on the request, then it finds our nonce for its scripts', () => {
    const nonce = newNonce()
    expect(getScriptNonceFromHeader(adminPolicy(nonce))).toBe(nonce)
  })

  it('when nonces are made, then each is 128 random bits, never the same twice', () => {
    const nonces = new Set(Array.from({ length: 1000 }, newNonce))
    expect(nonces.size).toBe(1000)
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
  })

  it('when a script, style, font or worker would come from another host (Payload’s code editor from jsDelivr), then the policy refuses it', () => {
    const policy = adminPolicy(newNonce())
    expect(policy).not.toMatch(/https?:|\*|jsdelivr/)
    expect(policy).toContain("script-src 'self' 'nonce-")
  })
})
