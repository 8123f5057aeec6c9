import type { PayloadRequest } from 'payload'

import type { DeliveryState } from '@valuedesk/domain'

import { withHistory } from './history.ts'
import { lockRecord, writeAs } from './transaction.ts'

/** What an e-mail about a valuation is: its valuation (and report, for the report itself), recipient and subject. */
export type EmailAbout = {
  valuation: number | string
  report?: number | string | null
  to: string
  subject: string
}

export type EmailOutcome = { sent: true } | { sent: false; reason: string }

/** The report's e-mail as it now stands (who it goes to, since when, and why it failed). */
export const reportDelivery = (state: DeliveryState, to: string, error: string | null = null) => ({
  state,
  to,
  at: new Date().toISOString(),
  error,
})

export async function recordDelivery(
  req: PayloadRequest,
  about: EmailAbout,
  state: DeliveryState,
  note: string,
  error?: string,
) {
  if (about.report)
    await req.payload.update({
      collection: 'reports',
      id: about.report,
      data: { delivery: reportDelivery(state, about.to, error) },
      ...writeAs(req),
    })
  await lockRecord(req, 'valuations', about.valuation)
  const valuation = await req.payload.findByID({
    collection: 'valuations',
    id: about.valuation,
    ...writeAs(req),
  })
  await req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: { history: withHistory(req, valuation, { note }) },
    ...writeAs(req),
  })
}
