import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'

/** Rows hold this, never the address: nobody without the secret can tell which address a row counts. */
export const keyedHash = (payload: Payload, scope: string, value: string) =>
  createHmac('sha256', payload.secret).update(`${scope}:${value}`).digest('base64url')
