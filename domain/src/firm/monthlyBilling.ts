import { formatAudCents } from '../money.ts'
import { formatDate } from '../order/dates.ts'
import { valuationStatuses } from '../valuation/status.ts'
import type { FirmInvoicing } from './firm.ts'

/**
 * Credit: ordering on account (a firm invoiced per month) starts the valuer's work before anything is paid, so it
 * is a term an admin grants a firm, with a limit, never one a firm gives itself. The limit is dollars, GST
 * included, of on-account work not yet paid: placed and not yet invoiced, plus invoiced and unpaid.
 */

/** The ways of invoicing whose work starts before payment: only with an admin's grant. */
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

/** One piece of on-account work not yet paid, as the limit counts it. */
export type MonthlyBillingWork =
  /** Placed on account, not yet on a monthly invoice; a declined one is never billed. */
  | { kind: 'placed'; totalCents: number; status: number | string }
  /** A monthly invoice, counted while it is unpaid. */
  | { kind: 'invoiced'; totalCents: number; invoiceStatus: string }

/** What a firm owes on account now, in cents: placed and not invoiced (not declined), plus invoiced unpaid. */
export const owingOnMonthlyBillingCents = (work: readonly MonthlyBillingWork[]): number =>
  work.reduce((sum, item) => {
    if (item.kind === 'placed')
      return Number(item.status) === valuationStatuses.Deleted ? sum : sum + item.totalCents
    return item.invoiceStatus === 'unpaid' ? sum + item.totalCents : sum
  }, 0)

/** How an order of a firm is placed: on its account, or paid first; or refused, over its limit. */
export type MonthlyBillingDecision =
  | { kind: 'on-account' }
  | { kind: 'pay-first' }
  | { kind: 'over-limit'; limitCents: number; owingCents: number; orderCents: number; message: string }

/**
 * Whether an order of `orderCents` (GST included; a bulk order's rows together) goes on the firm's account.
 * A firm not invoiced on account pays first. A firm invoiced on account with no standing grant (chosen before
 * accounts were granted, or withdrawn since) pays first too: it has no credit to use, and paying first is how
 * every other order is placed. Over the limit, the order is refused with the figures: the member chose the
 * account, and an order quietly moved off it would surprise their books.
 */
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

/** A grant in words, as the firm's page in /admin and its members read it. */
export const monthlyBillingGrantLabel = (
  grant: MonthlyBillingGrant | null,
  grantedByName?: string | null,
): string =>
  grant
    ? `On account up to ${formatAudCents(grant.limitCents)} (GST included)${grantedByName ? `, granted by ${grantedByName}` : ''}${grant.grantedAt ? ` on ${formatDate(grant.grantedAt)}` : ''}`
    : 'No account: the firm’s orders are paid for before the work starts.'

/** A grant or a withdrawal, as the firm's history keeps it. */
export type MonthlyBillingHistoryEntry = {
  action: 'granted' | 'changed' | 'withdrawn'
  at: string
  limitCents?: number | null
}

/** A history entry in words: "Granted on account up to $5,000.00", "Withdrawn". */
export function monthlyBillingHistoryLabel(entry: MonthlyBillingHistoryEntry): string {
  const limit = typeof entry.limitCents === 'number' ? formatAudCents(entry.limitCents) : ''
  if (entry.action === 'withdrawn') return 'Account withdrawn: orders are paid for before the work starts'
  if (entry.action === 'changed') return `Account limit changed to ${limit} (GST included)`
  return `Account granted, up to ${limit} (GST included)`
}
