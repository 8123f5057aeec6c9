import type { Payload, PayloadRequest } from 'payload'

import { AppError } from '@valuedesk/domain'

import { env } from '../env.ts'
import { keyedHash } from '../limits/keyedHash.ts'

export const SEND_WINDOW_SECONDS = 60 * 60

/** So nobody can make the product write to an address that is not theirs over and over. */
export const SEND_LIMITS = {
  passwordReset: { perRecipient: 3, perCaller: 10 },
  registration: { perRecipient: 3, perCaller: 10 },
  emailChange: { perRecipient: 3, perCaller: 5 },
  invitation: { perRecipient: 3, perCaller: 30 },
  taxInvoice: { perRecipient: 5, perCaller: 20 },
  orderReceived: { perRecipient: 10, perCaller: 30 },
  orderClaim: { perRecipient: 3, perCaller: 10 },
  // The enquirer's address is where support's answer goes.
  enquiry: { perRecipient: 10, perCaller: 10 },
} as const satisfies Record<string, { perRecipient: number; perCaller: number }>

export type SendKind = keyof typeof SEND_LIMITS

export type Send = {
  to: string
  field: string
  /** `user:<id>` or `ip:<address>`; none where the door counts its callers itself. */
  caller?: string
}

const allowed = (limit: number) => Math.max(1, Math.round(limit * env.RATE_LIMIT_MULTIPLIER))

const minutes = (seconds: number) => `${Math.ceil(seconds / 60)} minute${seconds > 60 ? 's' : ''}`

/** The row goes in first and the count follows, so two requests at once cannot both slip under the limit. */
export async function limitSends(
  payload: Payload,
  kind: SendKind,
  send: Send,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  const now = Date.now()
  const keys = {
    recipient: keyedHash(payload, kind, send.to.trim().toLowerCase()),
    caller: send.caller ? keyedHash(payload, kind, send.caller) : undefined,
  }
  await payload.db.deleteMany({
    collection: 'email-sends',
    where: { sentAt: { less_than: new Date(now - SEND_WINDOW_SECONDS * 1000).toISOString() } },
    req,
  })
  const row = await payload.db.create({
    collection: 'email-sends',
    data: { kind, ...keys, sentAt: new Date(now).toISOString() },
    req,
  })
  const checks = [
    {
      key: keys.recipient,
      where: 'recipient',
      limit: SEND_LIMITS[kind].perRecipient,
      refusal: `Too many e-mails have gone to that address (${send.field}) this hour`,
    },
    {
      key: keys.caller,
      where: 'caller',
      limit: SEND_LIMITS[kind].perCaller,
      refusal: 'You have asked us to send too many e-mails this hour',
    },
  ] as const
  for (const check of checks) {
    if (!check.key) continue
    const { docs, totalDocs } = await payload.db.find<{ sentAt: string }>({
      collection: 'email-sends',
      where: { [check.where]: { equals: check.key } },
      sort: 'sentAt',
      limit: 1,
      req,
    })
    if (totalDocs <= allowed(check.limit)) continue
    await payload.db.deleteOne({ collection: 'email-sends', where: { id: { equals: row.id } }, req })
    const wait = Math.max(
      1,
      Math.ceil((Date.parse(docs[0]!.sentAt) + SEND_WINDOW_SECONDS * 1000 - now) / 1000),
    )
    if (req) req.responseHeaders = new Headers({ 'Retry-After': String(wait) })
    throw AppError.tooManyRequests(`${check.refusal}; please try again in ${minutes(wait)}.`, wait)
  }
}
