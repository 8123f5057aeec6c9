import type { Payload } from 'payload'

import type { Invoice, User } from '../payload-types.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'

/** Records that an invoice is a bill in its firm's Xero (and which): a later export never sends it again. */
export function noteSentToXero(
  payload: Payload,
  user: User,
  invoiceId: Invoice['id'],
  xeroInvoiceId: string,
): Promise<Invoice> {
  return inTransaction(payload, user, (req) =>
    req.payload.update({
      collection: 'invoices',
      id: invoiceId,
      data: { xero: { invoiceId: xeroInvoiceId, sentAt: new Date().toISOString() } },
      ...writeAs(req),
    }),
  )
}
