import { describe, expect, it } from 'vitest'

import {
  billingMonthOf,
  belongsOnMonthlyInvoice,
  formatBillingMonth,
  monthlyInvoiceDueOn,
  monthlyInvoiceKey,
  monthToInvoice,
  monthlyBillingLabel,
} from './monthlyInvoice.ts'

describe('the month an order on account is invoiced in', () => {
  it('when an order is placed late on the last evening of a month in UTC, then it is already next month in Brisbane', () => {
    expect(billingMonthOf(new Date('2026-11-30T13:59:59Z'))).toBe('2026-11')
    expect(billingMonthOf(new Date('2026-11-30T14:00:00Z'))).toBe('2026-12')
  })

  it('when the invoices run at the start of a month, then they are for the month before, across a new year too', () => {
    expect(monthToInvoice(new Date('2026-11-30T14:05:00Z'))).toBe('2026-11')
    expect(monthToInvoice(new Date('2026-11-30T13:55:00Z'))).toBe('2026-10')
    expect(monthToInvoice(new Date('2027-01-01T00:00:00+10:00'))).toBe('2026-12')
  })
})

describe('the invoice for a month', () => {
  it('when it is issued, then it is due 14 days later, across a month end', () => {
    expect(monthlyInvoiceDueOn('2026-12-01')).toBe('2026-12-15')
    expect(monthlyInvoiceDueOn('2027-02-20')).toBe('2027-03-06')
  })

  it('when it is keyed, then the same firm and month give the same key and another firm or month another', () => {
    expect(monthlyInvoiceKey(7, '2026-11')).toBe(monthlyInvoiceKey('7', '2026-11'))
    expect(monthlyInvoiceKey(7, '2026-11')).not.toBe(monthlyInvoiceKey(8, '2026-11'))
    expect(monthlyInvoiceKey(7, '2026-11')).not.toBe(monthlyInvoiceKey(7, '2026-12'))
  })

  it('when a month is named, then it reads as Australians say it', () => {
    expect(formatBillingMonth('2026-11')).toBe('November 2026')
    expect(monthlyBillingLabel('2026-11')).toBe('On account: on the November invoice')
    expect(monthlyBillingLabel('2026-11', 'INV-000042')).toBe(
      'On account: invoiced on INV-000042 (November 2026)',
    )
  })
})

describe('which valuations go on it', () => {
  const placed = { billingMonth: '2026-11', invoiced: false, status: '10' }

  it('when a valuation was placed on account that month and not invoiced, then it goes on, whatever its progress', () => {
    expect(belongsOnMonthlyInvoice(placed, '2026-11')).toBe(true)
    expect(belongsOnMonthlyInvoice({ ...placed, status: 50 }, '2026-11')).toBe(true)
  })

  it('when it was declined before the invoice, then it is left off', () => {
    expect(belongsOnMonthlyInvoice({ ...placed, status: '40' }, '2026-11')).toBe(false)
  })

  it('when it is invoiced already, placed this month, or not on account, then it is left off', () => {
    expect(belongsOnMonthlyInvoice({ ...placed, invoiced: true }, '2026-11')).toBe(false)
    expect(belongsOnMonthlyInvoice({ ...placed, billingMonth: '2026-12' }, '2026-11')).toBe(false)
    expect(belongsOnMonthlyInvoice({ ...placed, billingMonth: null }, '2026-11')).toBe(false)
  })

  it('when an earlier month was missed by the invoice run, then its valuations are caught up', () => {
    expect(belongsOnMonthlyInvoice({ ...placed, billingMonth: '2026-10' }, '2026-11')).toBe(true)
  })
})
