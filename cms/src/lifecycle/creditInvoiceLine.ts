import type { Payload } from 'payload'

import { formatAudCents, gstIncludedCents, valuationStatuses } from '@valuedesk/domain'

import type { Invoice, User, Valuation } from '../payload-types.ts'
import { issueAdjustmentNote } from './steps/issueAdjustmentNote.ts'
import { queueDeclined } from './steps/queueCustomerNotices.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { writeStatus } from './steps/statusChange.ts'
import { declineOnce, lineOf } from './steps/declineLine.ts'

/** Nothing was paid, so nothing is refunded: the line is credited and the others stay due. */
export async function creditInvoiceLine(
  payload: Payload,
  user: User,
  invoice: Invoice,
  valuation: Valuation,
  reason: string,
): Promise<Valuation> {
  const line = lineOf(user, invoice, valuation)
  return inTransaction(payload, user, (req) =>
    declineOnce(req, valuation, async (current) => {
      const now = new Date().toISOString()
      const lines = (invoice.lines ?? []).map((each, index) =>
        index === line.index ? { ...each, creditedAt: each.creditedAt ?? now } : each,
      )
      const dueCents = lines.reduce((sum, each) => sum + (each.creditedAt ? 0 : each.totalCents), 0)
      const credited = await req.payload.update({
        collection: 'invoices',
        id: invoice.id,
        data: {
          lines,
          totalCents: dueCents,
          gstCents: gstIncludedCents(dueCents),
          ...(dueCents === 0 ? { status: 'void' as const } : {}),
        },
        ...writeAs(req),
      })
      await issueAdjustmentNote(req, credited, {
        kind: 'credit',
        amountCents: line.totalCents,
        description: lines[line.index]!.description,
        reason: reason.trim(),
        valuation: current,
      })
      const declined = await writeStatus(
        req,
        current,
        valuationStatuses.Deleted,
        `${reason.trim()} (its ${formatAudCents(line.totalCents)} line of invoice ${invoice.number} credited: not charged)`,
      )
      await queueDeclined(req, declined, reason.trim())
      return declined
    }),
  )
}
