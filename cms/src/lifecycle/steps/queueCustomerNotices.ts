import type { PayloadRequest } from 'payload'

import { idOf, idOrNull, personName } from '@valuedesk/domain'

import {
  declinedEmail,
  onHoldEmail,
  orderCorrectedEmail,
  type Correction,
  resumedEmail,
  staffMessageEmail,
} from '../../email/templates.ts'
import { holdAnswerUrl } from '../../orderLinks.ts'
import type { User, Valuation } from '../../payload-types.ts'
import { changeId, tell } from './queueAboutValuation.ts'

export const queueOnHold = (req: PayloadRequest, valuation: Valuation) =>
  tell(req, valuation, changeId('on-hold', valuation), (notice) =>
    onHoldEmail({
      ...notice,
      reason: valuation.hold?.reason ?? '',
      answerUrl: holdAnswerUrl(valuation.id, idOf(valuation.customer)),
    }),
  )

/** The customer’s reply goes to the staff member who wrote. */
export const queueStaffMessage = (req: PayloadRequest, valuation: Valuation, from: User, text: string) =>
  tell(req, valuation, changeId('message', valuation), (notice) =>
    staffMessageEmail({ ...notice, from: personName(from), replyTo: from.email, text }),
  )

export const queueOrderCorrected = (req: PayloadRequest, valuation: Valuation, corrections: Correction[]) =>
  corrections.length
    ? tell(req, valuation, changeId('corrected', valuation), (notice) =>
        orderCorrectedEmail({ ...notice, corrections }),
      )
    : Promise.resolve()

export const queueResumed = (req: PayloadRequest, valuation: Valuation) =>
  tell(req, valuation, changeId('resumed', valuation), (notice) =>
    resumedEmail({ ...notice, dueAt: valuation.dueAt ?? null }),
  )

export async function queueDeclined(req: PayloadRequest, valuation: Valuation, reason: string) {
  // On monthly billing and not invoiced yet: nothing was paid.
  const invoiceId = idOrNull(valuation.invoice)
  const invoice =
    invoiceId === null
      ? null
      : await req.payload.findByID({ collection: 'invoices', id: invoiceId, depth: 0, req })
  await tell(req, valuation, `declined-${valuation.id}`, (notice) =>
    declinedEmail({ ...notice, reason, paid: invoice?.status === 'paid' || invoice?.status === 'refunded' }),
  )
}
