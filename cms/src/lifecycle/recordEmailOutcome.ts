import type { Payload, PayloadRequest } from 'payload'

import { inTransaction, writeAs } from './steps/transaction.ts'
import { record, type EmailAbout, type EmailOutcome } from './steps/recordDelivery.ts'

async function alreadyRecordedSent(req: PayloadRequest, about: EmailAbout) {
  if (!about.report) return false
  const report = await req.payload.findByID({ collection: 'reports', id: about.report, ...writeAs(req) })
  return report.delivery?.state === 'sent'
}

/**
 * What became of an e-mail about a valuation, as the job sending it knows: sent (the mail service took it) or
 * failed after every retry. The valuation's history says so; a report's e-mail also marks the report.
 */
export const recordEmailOutcome = (payload: Payload, about: EmailAbout, outcome: EmailOutcome) =>
  inTransaction(payload, null, async (req) => {
    if (!outcome.sent)
      return record(
        req,
        about,
        'failed',
        `E-mail “${about.subject}” to ${about.to} failed: ${outcome.reason}. An admin can send it again from the dashboard.`,
        outcome.reason,
      )
    // Recorded once: a run finding its report's e-mail already sent records it only if no run did.
    if (await alreadyRecordedSent(req, about)) return
    return record(req, about, 'sent', `E-mail “${about.subject}” delivered to ${about.to}`)
  })
