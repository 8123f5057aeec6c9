import { createHmac, timingSafeEqual } from 'node:crypto'

import { env } from './env.ts'

/** A key for the link in a customer's e-mails: it opens that one order, and nothing else. */
export const orderKey = (valuationId: number | string, customerId: number | string): string =>
  createHmac('sha256', env.PAYLOAD_SECRET)
    .update(`order:${valuationId}:${customerId}`)
    .digest('base64url')
    .slice(0, 32)

export const isOrderKey = (
  key: string,
  valuationId: number | string,
  customerId: number | string,
): boolean => {
  const expected = Buffer.from(orderKey(valuationId, customerId))
  const given = Buffer.from(key)
  return given.length === expected.length && timingSafeEqual(given, expected)
}

export const orderUrl = (valuationId: number | string, customerId: number | string): string =>
  `${env.SERVER_URL}/orders/${valuationId}?key=${orderKey(valuationId, customerId)}`

export const holdAnswerUrl = (valuationId: number | string, customerId: number | string): string =>
  `${env.SERVER_URL}/orders/${valuationId}/answer?key=${orderKey(valuationId, customerId)}`
