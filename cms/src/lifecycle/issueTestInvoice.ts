import type { Payload } from 'payload'

import { AppError, gstIncludedCents } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { Invoice, User } from '../payload-types.ts'
import { issue } from './steps/issueInvoice.ts'

/** Issue an admin's own small invoice, marked as a test, to try card payments end to end. */
export function issueTestInvoice(
  payload: Payload,
  admin: User,
  amountCents: number,
  description: string,
): Promise<Invoice> {
  if (!checkRole(['admin'], admin)) throw AppError.forbidden('Only admins make test invoices.')
  return issue(payload, admin, {
    status: 'unpaid',
    test: true,
    lines: [{ description, quantity: 1, unitCents: amountCents, totalCents: amountCents }],
    totalCents: amountCents,
    gstCents: gstIncludedCents(amountCents),
    customer: admin.id,
  })
}
