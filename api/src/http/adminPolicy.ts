import { randomBytes } from 'node:crypto'

/** A nonce for one response: 128 random bits, base64 (the characters Next's nonce reader takes). */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * Where Payload's code and JSON fields load their editor (Monaco) from: @payloadcms/ui bundles its loader
 * with this jsDelivr path and offers no way to change it. adminPolicy.test.ts fails when Payload moves on.
 */
export const monacoRelease = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/min/vs/'

/**
 * The admin's Content-Security-Policy (Next and Payload). A script runs only from our origin (Next's
 * chunks), from the one Monaco release, or inline with this response's nonce, which Next writes on its own
 * inline scripts. No 'strict-dynamic': it would let any trusted script load scripts from any host without
 * naming it. Styles stay 'unsafe-inline': Next, Payload and Monaco write style elements and attributes,
 * which a nonce cannot cover, and a style runs no code. Lexical's icons are data: pictures, a file being
 * uploaded is previewed from a blob:, Monaco's icon font is a data: font and its workers start from blob:.
 */
export function adminPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${monacoRelease}`,
    `style-src 'self' 'unsafe-inline' ${monacoRelease}`,
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    // Live preview frames our own site.
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
