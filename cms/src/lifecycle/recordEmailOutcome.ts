import type { Payload, PayloadRequest } from 'payload'

import { inTransaction, writeAs } from './steps/transaction.ts'
import { recordDelivery, type EmailAbout, type EmailOutcome } from './steps/recordDelivery.ts'

async function alreadyRecordedSent(req: PayloadRequest, about: EmailAbout) {
  if (!about.report) return false
  const report = await req.payload.findByID({ collection: 'reports', id: about.report, ...writeAs(req) })
  return report.delivery?.state === 'sent'
}

export const recordEmailOutcome = (payload: Payload, about: EmailAbout, outcome: EmailOutcome) =>
  inTransaction(payload, null, async (req) => {
    if (!outcome.sent)
      return recordDelivery(
        req,
        about,
        'failed',
        `E-mail “${about.subject}” to ${about.to} failed: ${outcome.reason}. An admin can send it again from the dashboard.`,
        outcome.reason,
      )
    // Recorded once, though a run cut off before recording may have sent it.
    if (await alreadyRecordedSent(req, about)) return
    return recordDelivery(req, about, 'sent', `E-mail “${about.subject}” delivered to ${about.to}`)
  })
