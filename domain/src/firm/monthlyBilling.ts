import { formatAudCents } from '../money.ts'
import { formatDate } from '../order/dates.ts'
import { valuationStatuses } from '../valuation/status.ts'
import type { FirmInvoicing } from './firm.ts'

/** Work on account starts before payment, so only an admin grants it, with a limit. */

export const startsBeforePayment = (invoicing: FirmInvoicing | null | undefined): boolean =>
  invoicing === 'per-month'

/** The smallest and largest limit an admin may grant, in cents (GST included). */
export const MIN_MONTHLY_BILLING_LIMIT_CENTS = 1_00
export const MAX_MONTHLY_BILLING_LIMIT_CENTS = 1_000_000_00

/** A firm's standing grant: its limit, and who granted it when. None: the firm orders paying first. */
export type MonthlyBillingGrant = { limitCents: number; grantedAt?: string | null; grantedBy?: string | null }

/** The grant a firm's stored terms stand for: a limit of at least a dollar, else none. */
export const standingGrant = (
  terms: { limitCents?: number | null; grantedAt?: string | null } | null | undefined,
): MonthlyBillingGrant | null =>
  terms && typeof terms.limitCents === 'number' && terms.limitCents > 0
    ? { limitCents: terms.limitCents, grantedAt: terms.grantedAt ?? null }
    : null

/** Why a firm may not choose `invoicing` now (undefined: it may): on account needs a standing grant. */
export function invoicingProblem(
  invoicing: FirmInvoicing | null | undefined,
  grant: MonthlyBillingGrant | null,
): string | undefined {
  if (!startsBeforePayment(invoicing) || grant) return undefined
  return 'Ordering on account (one invoice a month, work starting before payment) is granted by ValueDesk, with a limit: ask us for an account. Until then, choose one invoice per property or per bulk order.'
}

/** Who may grant or withdraw a firm's account: an admin who is not one of the firm's own members. */
export function grantProblem(grantor: { admin: boolean; memberOfFirm: boolean }): string | undefined {
  if (!grantor.admin) return 'Only a ValueDesk admin grants or withdraws a firm’s account.'
  if (grantor.memberOfFirm)
    return 'You work in this firm: another admin grants or withdraws its account, so no firm gives itself credit.'
  return undefined
}

export type MonthlyBillingWork =
  /** Placed on account, not yet on a monthly invoice; a declined one is never billed. */
  | { kind: 'placed'; totalCents: number; status: number | string }
  | { kind: 'invoiced'; totalCents: number; invoiceStatus: string }

export const owingOnMonthlyBillingCents = (work: readonly MonthlyBillingWork[]): number =>
  work.reduce((sum, item) => {
    if (item.kind === 'placed')
      return Number(item.status) === valuationStatuses.Deleted ? sum : sum + item.totalCents
    return item.invoiceStatus === 'unpaid' ? sum + item.totalCents : sum
  }, 0)

export type MonthlyBillingDecision =
  | { kind: 'on-account' }
  | { kind: 'pay-first' }
  | { kind: 'over-limit'; limitCents: number; owingCents: number; orderCents: number; message: string }

/** Over the limit, refused: an order quietly moved off the account would surprise their books. */
export function monthlyBillingDecision(input: {
  invoicing: FirmInvoicing | null | undefined
  grant: MonthlyBillingGrant | null
  owingCents: number
  orderCents: number
}): MonthlyBillingDecision {
  const { invoicing, grant, owingCents, orderCents } = input
  if (!startsBeforePayment(invoicing) || !grant) return { kind: 'pay-first' }
  if (owingCents + orderCents <= grant.limitCents) return { kind: 'on-account' }
  const left = Math.max(0, grant.limitCents - owingCents)
  return {
    kind: 'over-limit',
    limitCents: grant.limitCents,
    owingCents,
    orderCents,
    message: `This order (${formatAudCents(orderCents)}) would take the firm’s account over its limit of ${formatAudCents(grant.limitCents)}: ${formatAudCents(owingCents)} is owing on account (ordered and not yet paid), so ${formatAudCents(left)} is left. Pay an invoice, ask us to raise the limit, or choose one invoice per property to pay for this order first.`,
  }
}

export const monthlyBillingGrantLabel = (
  grant: MonthlyBillingGrant | null,
  grantedByName?: string | null,
): string =>
  grant
    ? `On account up to ${formatAudCents(grant.limitCents)} (GST included)${grantedByName ? `, granted by ${grantedByName}` : ''}${grant.grantedAt ? ` on ${formatDate(grant.grantedAt)}` : ''}`
    : 'No account: the firm’s orders are paid for before the work starts.'

export type MonthlyBillingHistoryEntry = {
  action: 'granted' | 'changed' | 'withdrawn'
  at: string
  limitCents?: number | null
}

export function monthlyBillingHistoryLabel(entry: MonthlyBillingHistoryEntry): string {
  const limit = typeof entry.limitCents === 'number' ? formatAudCents(entry.limitCents) : ''
  if (entry.action === 'withdrawn') return 'Account withdrawn: orders are paid for before the work starts'
  if (entry.action === 'changed') return `Account limit changed to ${limit} (GST included)`
  return `Account granted, up to ${limit} (GST included)`
}
