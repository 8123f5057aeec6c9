import { randomBytes } from 'node:crypto'

/** A nonce for one response: 128 random bits, base64 (the characters Next's nonce reader takes). */
export const newNonce = () => randomBytes(16).toString('base64')

/**
 * The admin's Content-Security-Policy (Next and Payload). A script runs only from our origin (Next's
 * chunks) or inline with this response's nonce, which Next writes on its own inline scripts; nothing comes
 * from another host, so the admin renders without the internet (JSON fields are text, not Payload's code
 * editor from a CDN: cms/src/fields/jsonAsText.ts). No 'strict-dynamic': it would let any trusted script load
 * scripts from any host without naming it. Styles stay 'unsafe-inline': Next and Payload write style
 * elements and attributes, which a nonce cannot cover, and a style runs no code. Lexical's icons are data:
 * pictures and a file being uploaded is previewed from a blob:.
 */
export function adminPolicy(nonce: string) {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "worker-src 'self'",
    // Live preview frames our own site.
    "frame-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
