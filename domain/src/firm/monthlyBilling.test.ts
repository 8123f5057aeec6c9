import { describe, expect, it } from 'vitest'

import {
  monthlyBillingDecision,
  monthlyBillingGrantLabel,
  monthlyBillingHistoryLabel,
  grantProblem,
  invoicingProblem,
  owingOnMonthlyBillingCents,
  standingGrant,
} from './monthlyBilling.ts'

const grant = { limitCents: 5_000_00, grantedAt: '2026-11-10T00:00:00Z' }

describe('who may choose invoicing on account', () => {
  it.each([
    ['per-order', null, false],
    ['per-bulk-order', null, false],
    ['per-month', null, true],
    ['per-month', grant, false],
  ] as const)(
    'when a firm chooses %s with grant %o, then it is refused: %s',
    (invoicing, standing, refused) => {
      expect(Boolean(invoicingProblem(invoicing, standing))).toBe(refused)
    },
  )

  it('when a stored limit is missing or zero, then there is no standing grant', () => {
    expect(standingGrant(null)).toBeNull()
    expect(standingGrant({ limitCents: null })).toBeNull()
    expect(standingGrant({ limitCents: 0 })).toBeNull()
    expect(standingGrant({ limitCents: 100_00, grantedAt: '2026-11-10' })).toEqual({
      limitCents: 100_00,
      grantedAt: '2026-11-10',
    })
  })
})

describe('who may grant an account', () => {
  it.each([
    [{ admin: false, memberOfFirm: true }, true],
    [{ admin: false, memberOfFirm: false }, true],
    [{ admin: true, memberOfFirm: true }, true],
    [{ admin: true, memberOfFirm: false }, false],
  ])('when the grantor is %o, then it is refused: %s', (grantor, refused) => {
    expect(Boolean(grantProblem(grantor))).toBe(refused)
  })
})

describe('what a firm owes on account', () => {
  it('when work is placed, declined, invoiced unpaid and invoiced paid, then only placed-not-declined and unpaid count', () => {
    expect(
      owingOnMonthlyBillingCents([
        { kind: 'placed', totalCents: 440_00, status: 10 },
        { kind: 'placed', totalCents: 330_00, status: '40' },
        { kind: 'invoiced', totalCents: 1_000_00, invoiceStatus: 'unpaid' },
        { kind: 'invoiced', totalCents: 2_000_00, invoiceStatus: 'paid' },
        { kind: 'invoiced', totalCents: 3_000_00, invoiceStatus: 'void' },
      ]),
    ).toBe(1_440_00)
  })
})

describe('whether an order goes on account', () => {
  it.each([
    ['per-order', grant, 0, 440_00, 'pay-first'],
    ['per-bulk-order', grant, 0, 440_00, 'pay-first'],
    ['per-month', null, 0, 440_00, 'pay-first'],
    ['per-month', grant, 0, 440_00, 'on-account'],
    ['per-month', grant, 4_560_00, 440_00, 'on-account'],
    ['per-month', grant, 4_560_01, 440_00, 'over-limit'],
    ['per-month', grant, 0, 5_000_01, 'over-limit'],
  ] as const)(
    'when invoiced %s with grant %o, owing %i and ordering %i cents, then %s',
    (invoicing, standing, owingCents, orderCents, kind) => {
      expect(monthlyBillingDecision({ invoicing, grant: standing, owingCents, orderCents }).kind).toBe(kind)
    },
  )

  it('when over the limit, then the refusal gives the figures in dollars', () => {
    const decision = monthlyBillingDecision({
      invoicing: 'per-month',
      grant,
      owingCents: 4_800_00,
      orderCents: 440_00,
    })
    expect(decision).toMatchObject({ kind: 'over-limit', limitCents: 5_000_00, owingCents: 4_800_00 })
    if (decision.kind !== 'over-limit') return
    expect(decision.message).toContain('$440.00')
    expect(decision.message).toContain('$5,000.00')
    expect(decision.message).toContain('$4,800.00')
    expect(decision.message).toContain('$200.00 is left')
  })
})

describe('the grant in words', () => {
  it('when granted, then the limit is in dollars and the day as Australians write it', () => {
    expect(monthlyBillingGrantLabel(grant, 'Ada Admin')).toBe(
      'On account up to $5,000.00 (GST included), granted by Ada Admin on 10 November 2026',
    )
    expect(monthlyBillingGrantLabel(null)).toMatch(/^No account/)
  })

  it.each([
    [{ action: 'granted', at: '', limitCents: 5_000_00 }, 'Account granted, up to $5,000.00 (GST included)'],
    [{ action: 'changed', at: '', limitCents: 800_00 }, 'Account limit changed to $800.00 (GST included)'],
    [{ action: 'withdrawn', at: '' }, 'Account withdrawn: orders are paid for before the work starts'],
  ] as const)('when the history holds %o, then it reads “%s”', (entry, words) => {
    expect(monthlyBillingHistoryLabel(entry)).toBe(words)
  })
})
