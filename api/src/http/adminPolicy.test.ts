import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { rootDir } from '@valuedesk/cms/env'

import { adminPolicy, monacoRelease, newNonce } from './adminPolicy.ts'

// Next's own reader of the nonce, the one its app renderer calls on each request's headers.
const { getScriptNonceFromHeader } = createRequire(import.meta.url)(
  'next/dist/server/app-render/get-script-nonce-from-header.js',
) as { getScriptNonceFromHeader: (policy: string) => string | undefined }

/** The Monaco address Payload's code editor loads, read from the installed @payloadcms/ui. */
function payloadsMonaco() {
  const client = path.join(rootDir, 'node_modules/@payloadcms/ui/dist/exports/client')
  const addresses = readdirSync(client)
    .filter((file) => file.endsWith('.js'))
    .flatMap((file) =>
      [
        ...readFileSync(path.join(client, file), 'utf8').matchAll(
          /https:\/\/cdn\.jsdelivr\.net\/npm\/monaco-editor@[^"'`]+/g,
        ),
      ].map(([address]) => address),
    )
  return [...new Set(addresses)]
}

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

  it('when Payload loads its code editor, then the policy names that very Monaco release', () => {
    expect(payloadsMonaco().map((address) => `${address.replace(/\/$/, '')}/`)).toEqual([monacoRelease])
  })
})
