import { createHmac } from 'node:crypto'
import type { Payload } from 'payload'

/**
 * A keyed hash of `value` within `scope` (a kind of send, a limit's name): tables that count addresses and
 * callers hold this, never the address itself, and nobody without the secret can tell which address a row counts.
 */
export const keyedHash = (payload: Payload, scope: string, value: string) =>
  createHmac('sha256', payload.secret).update(`${scope}:${value}`).digest('base64url')
