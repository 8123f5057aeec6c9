import { createHash } from 'node:crypto'

/** The SHA-256 of some bytes, as 64 lowercase hexadecimal digits. */
export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
