import { describe, expect, it } from 'vitest'

import { comingYearEnd, invoicesCsv, smsfReminderDue } from './firm.ts'

describe('smsfReminderDue', () => {
  it('when today is before 30 June less the lead time, then no reminder is due', () => {
    expect(smsfReminderDue('2027-05-18', '2026-06-30', 6)).toBeNull()
  })
  it('when today reaches 30 June less the lead time, then the reminder for that 30 June is due', () => {
    expect(smsfReminderDue('2027-05-19', '2026-06-30', 6)).toEqual({
      yearEnd: '2027-06-30',
      remindFrom: '2027-05-19',
    })
  })
  it('when the last value is already dated the coming 30 June, then none is due', () => {
    expect(smsfReminderDue('2027-06-01', '2027-06-30', 6)).toBeNull()
  })
  it('when 30 June has passed, then the next one counts', () => {
    expect(comingYearEnd('2027-07-01')).toBe('2028-06-30')
    expect(comingYearEnd('2027-06-30')).toBe('2027-06-30')
    expect(smsfReminderDue('2027-07-01', '2027-06-30', 6)).toBeNull()
  })
  it('when the firm asks for 26 weeks, then it is reminded at the end of December', () => {
    expect(smsfReminderDue('2026-12-30', '2026-06-30', 26)?.remindFrom).toBe('2026-12-30')
  })
})

describe('invoicesCsv', () => {
  it('when fields hold commas, quotes or formulas, then they are quoted and kept as text', () => {
    const csv = invoicesCsv([
      {
        number: 'INV-000001',
        issuedAt: '2026-11-24T23:30:00.000Z',
        buyer: 'Smith, Jones & "Partners"',
        abn: '51824753556',
        property: '1 Main St\nAscot QLD 4007',
        fund: '=HYPERLINK("x")',
        totalCents: 22_000,
        gstCents: 2_000,
        status: 'paid',
        paidAt: '2026-11-25',
      },
    ])
    expect(csv.split('\r\n')[0]).toBe('Number,Date,Buyer,ABN,Property,Fund,Ex GST,GST,Total,Status,Paid')
    expect(csv).toContain(
      'INV-000001,25 Nov 2026,"Smith, Jones & ""Partners""",51824753556,"1 Main St\nAscot QLD 4007","\'=HYPERLINK(""x"")",200.00,20.00,220.00,paid,25 Nov 2026\r\n',
    )
  })
})
