import type { Payload } from 'payload'

import { formatAudCents, valuationStatuses } from '@valuedesk/domain'

import type { Invoice, User, Valuation } from '../payload-types.ts'
import { issueAdjustmentNote } from './steps/issueAdjustmentNote.ts'
import { queueDeclined } from './steps/queueCustomerNotices.ts'
import { queueRefunded } from './steps/queueInvoiceEmails.ts'
import { inTransaction } from './steps/transaction.ts'
import { writeStatus } from './steps/statusChange.ts'
import { refundByCard, type RefundCard } from './steps/refundByCard.ts'
import { declineOnce, lineOf } from './steps/declineLine.ts'

/** The invoice stays paid for the others, which go on. */
export async function refundInvoiceLine(
  payload: Payload,
  user: User,
  invoice: Invoice,
  valuation: Valuation,
  reason: string,
  refundCard: RefundCard | undefined,
): Promise<Valuation> {
  const line = lineOf(user, invoice, valuation)
  const stripeRefundId = await refundByCard(
    invoice,
    async () => line.totalCents,
    `refund-valuation-${valuation.id}`,
    refundCard,
  )
  const how = stripeRefundId ? `to the card (Stripe refund ${stripeRefundId})` : 'by bank transfer'
  return inTransaction(payload, user, (req) =>
    declineOnce(req, valuation, async (current) => {
      const declined = await writeStatus(
        req,
        current,
        valuationStatuses.Deleted,
        `${reason.trim()} (refunded ${formatAudCents(line.totalCents)} of invoice ${invoice.number} ${how})`,
      )
      await queueDeclined(req, declined, reason.trim())
      await issueAdjustmentNote(req, invoice, {
        kind: 'refund',
        amountCents: line.totalCents,
        description: invoice.lines![line.index]!.description,
        reason: reason.trim(),
        valuation: declined,
      })
      await queueRefunded(req, invoice, declined, reason.trim(), { amountCents: line.totalCents })
      return declined
    }),
  )
}
