import { randomBytes } from 'node:crypto'

/** A nonce for one response: 128 random bits, base64 (the characters Next's nonce reader takes). */
export const newNonce = () => randomBytes(16).toString('base64')

/** No other host, so the admin renders offline; no 'strict-dynamic' (it trusts any host). */
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
