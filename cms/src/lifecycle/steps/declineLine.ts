import type { PayloadRequest } from 'payload'

import { AppError, idOf, statusOf, valuationStatuses } from '@valuedesk/domain'

import type { Invoice, User, Valuation } from '../../payload-types.ts'
import { pricedLine } from './invoiceLines.ts'
import { writeAs } from './transaction.ts'
import { staffOnly } from './workOn.ts'

/** A valuation's line of an invoice for several properties: staff only, and refused when it has none. */
export function lineOf(user: User, invoice: Invoice, valuation: Valuation) {
  staffOnly(user)
  const line = pricedLine(invoice, idOf(valuation.snapshot))
  if (!line || line.index === null) throw AppError.conflict('This invoice has no line for this property.')
  return { ...line, index: line.index }
}

/** The valuation as it is now, in the verb's transaction: `decline` runs unless it is declined already. */
export async function declineOnce(
  req: PayloadRequest,
  valuation: Valuation,
  decline: (current: Valuation) => Promise<Valuation>,
): Promise<Valuation> {
  const current = await req.payload.findByID({ collection: 'valuations', id: valuation.id, ...writeAs(req) })
  return statusOf(current) === valuationStatuses.Deleted ? current : decline(current)
}
