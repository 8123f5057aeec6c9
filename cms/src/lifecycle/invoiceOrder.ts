import type { Payload } from 'payload'

import { AppError, namedFund, type Fund, type ReportKind } from '@valuedesk/domain'

import type { Invoice, User } from '../payload-types.ts'
import { orderFirm } from './steps/orderFirm.ts'
import { issueOrderInvoice } from './steps/issueInvoice.ts'
import { readAsCaller } from './steps/read.ts'
import { priceInScope } from './steps/checkOrder.ts'

type Id = number | string

/** Issue the order's tax invoice: priced from the snapshot and the fee rows, never from the caller. */
export async function invoiceOrder(
  payload: Payload,
  customer: User,
  input: {
    snapshotId: Id
    contactId: Id
    reportKind: ReportKind
    productId?: Id
    orderKey?: string
    fund?: Fund
    /** The firm the order is for, when the customer works in several (see `orderFirm`). */
    businessId?: Id
  },
): Promise<Invoice> {
  const snapshot = await readAsCaller(payload, customer, 'property-snapshots', input.snapshotId)
  const contact = await readAsCaller(payload, customer, 'contacts', input.contactId)
  const price = await priceInScope(payload, snapshot, input.reportKind)
  if (input.productId !== undefined && String(price.ProductId) !== String(input.productId))
    throw AppError.conflict(
      'This product does not price that property; its invoice follows the property’s own fee row.',
    )
  const firm = await orderFirm(payload, customer, input.businessId)
  return issueOrderInvoice(payload, customer, {
    firm,
    contact: contact.id,
    snapshot: snapshot.id,
    quote: price,
    reportKind: input.reportKind,
    orderKey: input.orderKey,
    // The spec's prepayment call names no fund: its line names the one the pre-valuation form gave, if any.
    fund: input.fund ?? namedFund(snapshot.fund),
    read: { snapshot, contact },
  })
}
