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

import type { PropertySnapshot, Valuation } from '../../payload-types.ts'
import type { OrderFirm } from './orderFirm.ts'
import { monthlyBillingLine, invoiceLine, type InvoiceLine } from './invoiceLines.ts'
import { startClock } from './startClock.ts'
import { writeAs } from './transaction.ts'

/** Unbilled valuations (a declined one is never billed) plus unpaid monthly invoices, in cents. */
export async function owedOnMonthlyBilling(payload: Payload, firmId: number | string): Promise<number> {
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
      totalCents: monthlyBillingLine(valuation as Valuation)?.totalCents ?? 0,
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

export const OVER_MONTHLY_BILLING_LIMIT = 'over_account_limit'

/** Every way of ordering asks here before writing; null when the order is paid first; over the limit, a 409. */
export async function monthlyBillingFirm(
  payload: Payload,
  firm: OrderFirm | null,
  orderCents: number,
): Promise<OrderFirm | null> {
  if (!firm?.grant || firm.invoicing !== 'per-month') return null
  const decision = monthlyBillingDecision({
    invoicing: firm.invoicing,
    grant: firm.grant,
    owingCents: await owedOnMonthlyBilling(payload, firm.business),
    orderCents,
  })
  if (decision.kind === 'over-limit')
    throw new AppError(409, OVER_MONTHLY_BILLING_LIMIT, decision.message, { BusinessId: [decision.message] })
  return decision.kind === 'on-account' ? firm : null
}

export type MonthlyBilling = { firm: OrderFirm; contactId: number | string; price: QuoteResponse }

const MONTHLY_BILLING_REFERENCE = 'VD-A'

/** The unique index settles a race for the next reference. */
export async function nextMonthlyBillingReference(req: PayloadRequest): Promise<string> {
  const [last] = (
    await req.payload.find({
      collection: 'valuations',
      where: { reference: { like: MONTHLY_BILLING_REFERENCE } },
      sort: '-reference',
      limit: 1,
      select: { reference: true },
      pagination: false,
      ...writeAs(req),
    })
  ).docs
  const lastNumber = Number(last?.reference.slice(MONTHLY_BILLING_REFERENCE.length).replace(/\D/g, '') || 0)
  return `${MONTHLY_BILLING_REFERENCE}${String(lastNumber + 1).padStart(6, '0')}`
}

export function monthlyBillingEntry(
  account: MonthlyBilling,
  snapshot: Pick<PropertySnapshot, 'id' | 'address'>,
  fund: Fund | undefined,
): { month: string; line: InvoiceLine } {
  return {
    month: billingMonthOf(new Date()),
    line: invoiceLine({ quote: account.price, snapshot: snapshot.id, fund, address: snapshot.address }),
  }
}

export function startMonthlyBilling(req: PayloadRequest, valuation: Valuation, account: MonthlyBilling) {
  const month = valuation.onAccount?.month ?? billingMonthOf(new Date())
  return startClock(req, valuation, {
    dueAt: dueAfterPayment(new Date()).toISOString(),
    note: `Placed on ${account.firm.buyer.name}’s account, for the ${formatBillingMonth(month)} invoice; due 72 hours from now`,
  })
}
