import type { Payload } from 'payload'

import { AppError, bulkRowField, idOrNull, type BulkOrderRow, type QuoteResponse } from '@valuedesk/domain'

import type { Business, Contact, Invoice, PropertySnapshot, User, Valuation } from '../payload-types.ts'
import {
  queueBulkOrderReceived,
  queueOrderOnMonthlyBilling,
  queueOrderReceived,
} from './steps/queueOrderReceived.ts'
import { orderFirm, type OrderFirm } from './steps/orderFirm.ts'
import { monthlyBillingFirm } from './steps/monthlyBilling.ts'
import { invoiceLine } from './steps/invoiceLines.ts'
import { issueBulkInvoice, issueOrderInvoice } from './steps/issueInvoice.ts'
import { createSnapshot } from './createSnapshot.ts'
import { isConflictOfRace } from './steps/orderRaces.ts'
import { placeValuation } from './placeValuation.ts'
import { inTransaction } from './steps/transaction.ts'
import { orderQuoteInput, quote } from './steps/quote.ts'
import { isPlaceable } from './steps/quoteBulkOrder.ts'

type Id = number | string

function refuseOutOfScope(quotes: QuoteResponse[]) {
  const details: Record<string, string[]> = {}
  quotes.forEach((row, index) => {
    for (const reason of row.Reasons) {
      const field = reason.Field === 'Purpose' || reason.Field === 'RelatedParty' ? 'Assessment' : 'Property'
      ;(details[bulkRowField(index, `${field}.${reason.Field}`)] ??= []).push(reason.Message)
    }
    if (row.InScope && !isPlaceable(row))
      details[bulkRowField(index, 'Property.PropertyTypeSelection')] = [
        'This property has no fee in the price list; please contact us.',
      ]
  })
  if (Object.keys(details).length)
    throw new AppError(
      422,
      'out_of_scope',
      'Some properties are out of scope, so nothing was placed: remove them and place the rest.',
      details,
    )
}

/** The bulk order’s e-mails go to the customer’s own contact. */
async function ownContact(payload: Payload, customer: User, firm: Business | null): Promise<Contact> {
  const { docs } = await payload.find({
    collection: 'contacts',
    where: { customer: { equals: customer.id }, email: { equals: customer.email } },
    sort: 'createdAt',
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  if (docs[0]) return docs[0]
  return inTransaction(payload, customer, (req) =>
    req.payload.create({
      collection: 'contacts',
      data: {
        firstName: customer.firstName || customer.email.split('@')[0]!,
        lastName: customer.lastName || '-',
        email: customer.email,
        businessName: firm?.name,
        customer: customer.id,
      },
      req,
      overrideAccess: true,
    }),
  )
}

export type BulkOrder = {
  orderKey: string
  firm: Business | null
  orders: { valuation: Valuation; snapshot: PropertySnapshot; invoice: Invoice | null }[]
  invoices: Invoice[]
  /** On monthly billing: the month (YYYY-MM) whose invoice bills them. */
  billingMonth: string | null
}

export type BulkOrderInput = { orderKey: string; rows: BulkOrderRow[]; businessId?: Id }

const rowKey = (orderKey: string, index: number) => `${orderKey}#${index + 1}`

const lostRace = (error: unknown) =>
  isConflictOfRace(error) ||
  ((error as { data?: { errors?: { path?: string }[] } })?.data?.errors?.some((e) => e.path === 'orderKey') ??
    false)

/** Every row or none: all checked for scope and priced before anything is written. Idempotent by `orderKey`. */
export async function placeBulkOrder(
  payload: Payload,
  customer: User,
  input: BulkOrderInput,
): Promise<BulkOrder> {
  const named = await orderFirm(payload, customer, input.businessId)
  const firm = named
    ? await payload.findByID({ collection: 'businesses', id: named.business, depth: 0, overrideAccess: true })
    : null
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeBulkOrderOnce(payload, customer, { named, firm }, input)
    } catch (error) {
      if (!lostRace(error) || attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

async function placeBulkOrderOnce(
  payload: Payload,
  customer: User,
  { named: invoiceFirm, firm }: { named: OrderFirm | null; firm: Business | null },
  input: BulkOrderInput,
): Promise<BulkOrder> {
  const found = async <C extends 'valuations' | 'invoices' | 'property-snapshots'>(
    collection: C,
    key: string,
  ) => {
    const where = { orderKey: { equals: key } }
    const doc = (await payload.find({ collection, where, limit: 1, depth: 0, overrideAccess: true })).docs[0]
    // Another customer’s key names nothing of theirs.
    if (doc && idOrNull(doc.customer) !== customer.id)
      throw AppError.conflict('This OrderKey was already used; send a new one for a new bulk order.')
    return doc
  }
  const quotes = await Promise.all(input.rows.map((row) => quote(payload, orderQuoteInput(row))))
  // A retry stays on the terms it was placed on, whatever the prices say now.
  const begun = await found('valuations', rowKey(input.orderKey, 0))
  if (!begun) refuseOutOfScope(quotes)
  const billingFirm = begun
    ? begun.onAccount?.month && invoiceFirm
      ? invoiceFirm
      : null
    : await monthlyBillingFirm(
        payload,
        invoiceFirm,
        quotes.reduce((sum, row) => sum + (row.TotalCents ?? 0), 0),
      )
  const contact = await ownContact(payload, customer, firm)
  const snapshots: PropertySnapshot[] = []
  for (const [index, row] of input.rows.entries()) {
    const key = rowKey(input.orderKey, index)
    snapshots.push(
      (await found('property-snapshots', key)) ??
        (await createSnapshot(payload, customer, { order: row, contactId: contact.id, orderKey: key }))
          .snapshot,
    )
  }
  // Monthly invoicing without a grant pays the bulk order in one invoice, as the month’s would have.
  const bulkInvoice =
    !billingFirm && (invoiceFirm?.invoicing === 'per-bulk-order' || invoiceFirm?.invoicing === 'per-month')
      ? ((await found('invoices', input.orderKey)) ??
        (await issueBulkInvoice(payload, customer, {
          contact: contact.id,
          firm: invoiceFirm,
          orderKey: input.orderKey,
          lines: input.rows.map((row, index) =>
            invoiceLine({
              quote: quotes[index]!,
              snapshot: snapshots[index]!.id,
              fund: row.Assessment.Fund,
              address: snapshots[index]!.address,
            }),
          ),
        })))
      : undefined
  const orders: BulkOrder['orders'] = []
  for (const [index, row] of input.rows.entries()) {
    const key = rowKey(input.orderKey, index)
    const snapshot = snapshots[index]!
    const invoice = billingFirm
      ? null
      : (bulkInvoice ??
        (await found('invoices', key)) ??
        (await issueOrderInvoice(payload, customer, {
          contact: contact.id,
          snapshot: snapshot.id,
          quote: quotes[index]!,
          reportKind: row.Assessment.ReportKind,
          orderKey: key,
          fund: row.Assessment.Fund,
          firm: invoiceFirm,
        })))
    const { Assessment } = row
    const valuation =
      (await found('valuations', key)) ??
      (await placeValuation(
        payload,
        customer,
        {
          snapshotId: snapshot.id,
          ...(billingFirm
            ? { monthlyBilling: { firm: billingFirm, contactId: contact.id, price: quotes[index]! } }
            : { invoiceId: invoice!.id }),
          purpose: Assessment.Purpose,
          reportKind: Assessment.ReportKind,
          retrospectiveDate:
            Assessment.ValuationBasis === 'retrospective' ? Assessment.RetrospectiveDate : null,
          relatedParty: Assessment.RelatedParty,
          fund: Assessment.Fund,
          orderKey: key,
        },
        false,
      ))
    orders.push({ valuation, snapshot, invoice })
  }
  await inTransaction(payload, customer, async (req) => {
    if (billingFirm) return queueOrderOnMonthlyBilling(req, `bulk-order-on-account-${input.orderKey}`, orders)
    if (bulkInvoice) return queueBulkOrderReceived(req, orders, bulkInvoice)
    for (const order of orders) await queueOrderReceived(req, order.valuation, order.invoice!, order.snapshot)
  })
  const invoices = bulkInvoice
    ? [bulkInvoice]
    : orders.flatMap((order) => (order.invoice ? [order.invoice] : []))
  const billingMonth = billingFirm ? (orders[0]?.valuation.onAccount?.month ?? null) : null
  return { orderKey: input.orderKey, firm, orders, invoices, billingMonth }
}
