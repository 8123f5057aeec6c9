import type { Payload, PayloadRequest } from 'payload'

import {
  monthlyBillingDecision,
  billingMonthOf,
  AppError,
  dueAfterPayment,
  formatBillingMonth,
  owingOnMonthlyBillingCents,
  type MonthlyBillingWork,
  type Fund,
  type QuoteResponse,
} from '@valuedesk/domain'

import type { PropertySnapshot, Valuation } from '../payload-types.ts'
import type { OrderFirm } from './firm.ts'
import { accountLine, invoiceLine, type InvoiceLine } from './invoices.ts'
import { startClock } from './payment.ts'
import { writeAs } from './transaction.ts'

/**
 * Orders on a firm's account (a firm invoiced per month): no invoice to pay when ordering. Each valuation keeps
 * its month and its invoice line, priced when it is ordered, and starts its 72-hour clock at once, as a
 * payment would start it; the month's invoice (monthlyInvoices.ts) bills the lines together.
 */

/**
 * What a firm owes on account now, in cents (GST included): its valuations placed on account and not yet on a
 * monthly invoice (a declined one is never billed), plus its monthly invoices not yet paid.
 */
export async function owingOnAccount(payload: Payload, firmId: number | string): Promise<number> {
  const [placed, invoiced] = await Promise.all([
    payload.find({
      collection: 'valuations',
      where: {
        business: { equals: firmId },
        'onAccount.month': { exists: true },
        invoice: { exists: false },
      },
      select: { status: true, onAccount: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'invoices',
      where: { business: { equals: firmId }, period: { exists: true }, status: { equals: 'unpaid' } },
      select: { status: true, totalCents: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const work: MonthlyBillingWork[] = [
    ...placed.docs.map((valuation) => ({
      kind: 'placed' as const,
      totalCents: accountLine(valuation as Valuation)?.totalCents ?? 0,
      status: valuation.status,
    })),
    ...invoiced.docs.map((invoice) => ({
      kind: 'invoiced' as const,
      totalCents: invoice.totalCents,
      invoiceStatus: invoice.status,
    })),
  ]
  return owingOnMonthlyBillingCents(work)
}

/** The code of the refusal of an order over the firm's account limit (a conflict no retry mends). */
export const OVER_ACCOUNT_LIMIT = 'over_account_limit'

/**
 * Whether an order of `orderCents` (a bulk order's rows together) goes on the firm's account: the one check every
 * way of ordering makes, before it writes anything. The firm when it does; null when the order is paid first
 * (no firm, invoicing that starts work after payment, or no standing grant). Over the limit: a 409 with the
 * figures, naming the firm (BusinessId).
 */
export async function onAccountFirm(
  payload: Payload,
  firm: OrderFirm | null,
  orderCents: number,
): Promise<OrderFirm | null> {
  if (!firm?.grant || firm.invoicing !== 'per-month') return null
  const decision = monthlyBillingDecision({
    invoicing: firm.invoicing,
    grant: firm.grant,
    owingCents: await owingOnAccount(payload, firm.business),
    orderCents,
  })
  if (decision.kind === 'over-limit')
    throw new AppError(409, OVER_ACCOUNT_LIMIT, decision.message, { BusinessId: [decision.message] })
  return decision.kind === 'on-account' ? firm : null
}

/** What a valuation placed on account needs: the firm, the contact its e-mails go to, and the property's price. */
export type OnAccount = { firm: OrderFirm; contactId: number | string; price: QuoteResponse }

/** References of orders on account have no invoice number to borrow: VD-A000001, VD-A000002, … */
const ACCOUNT_REFERENCE = 'VD-A'

/** The next reference on account: one more than the highest given (the unique index settles a race). */
export async function nextAccountReference(req: PayloadRequest): Promise<string> {
  const [last] = (
    await req.payload.find({
      collection: 'valuations',
      where: { reference: { like: ACCOUNT_REFERENCE } },
      sort: '-reference',
      limit: 1,
      select: { reference: true },
      pagination: false,
      ...writeAs(req),
    })
  ).docs
  const lastNumber = Number(last?.reference.slice(ACCOUNT_REFERENCE.length).replace(/\D/g, '') || 0)
  return `${ACCOUNT_REFERENCE}${String(lastNumber + 1).padStart(6, '0')}`
}

/** The valuation's place on the account: its month (Brisbane's, now) and its line, named like a bulk invoice's. */
export function accountEntry(
  account: OnAccount,
  snapshot: Pick<PropertySnapshot, 'id' | 'address'>,
  fund: Fund | undefined,
): { month: string; line: InvoiceLine } {
  return {
    month: billingMonthOf(new Date()),
    line: invoiceLine({ quote: account.price, snapshot: snapshot.id, fund, address: snapshot.address }),
  }
}

/** Start a valuation just placed on account: its clock runs from now, as a paid one's does. */
export function startOnAccount(req: PayloadRequest, valuation: Valuation, account: OnAccount) {
  const month = valuation.onAccount?.month ?? billingMonthOf(new Date())
  return startClock(req, valuation, {
    dueAt: dueAfterPayment(new Date()).toISOString(),
    note: `Placed on ${account.firm.buyer.name}’s account, for the ${formatBillingMonth(month)} invoice; due 72 hours from now`,
  })
}
