import { describe, expect, it } from 'vitest'

import { xeroBillOf, xeroLineDescription } from './xeroBill.ts'

const seller = { name: 'ValueDesk Pty Ltd', abn: '52 671 204 118' }

describe('xeroBillOf', () => {
  const bill = xeroBillOf(
    {
      number: 'INV-000042',
      // 10:30 pm on 30 June in UTC is 1 July in Brisbane: the bill is dated as the invoice says.
      issuedAt: '2026-06-30T22:30:00.000Z',
      reference: 'Order VD-10042',
      lines: [
        {
          description: 'Desktop valuation, residential',
          property: '12 Smith St, Paddington QLD 4064',
          fund: 'Smith Family Super Fund',
          quantity: 1,
          unitCents: 44_000,
          totalCents: 44_000,
        },
      ],
    },
    seller,
  )

  it('is a draft bill from us, by our legal name and ABN, numbered as our invoice', () => {
    expect(bill).toMatchObject({
      Type: 'ACCPAY',
      Status: 'DRAFT',
      Contact: { Name: 'ValueDesk Pty Ltd', TaxNumber: '52671204118' },
      InvoiceNumber: 'INV-000042',
      Reference: 'Order VD-10042',
      CurrencyCode: 'AUD',
    })
  })

  it('is dated on Brisbane’s day of issue, payable on receipt', () => {
    expect([bill.Date, bill.DueDate]).toEqual(['2026-07-01', '2026-07-01'])
  })

  it('has dollar amounts with GST included and claimable on each line', () => {
    expect(bill.LineAmountTypes).toBe('Inclusive')
    expect(bill.LineItems).toEqual([
      {
        Description:
          'Desktop valuation, residential: 12 Smith St, Paddington QLD 4064 · Fund: Smith Family Super Fund',
        Quantity: 1,
        UnitAmount: 440,
        LineAmount: 440,
        TaxType: 'INPUT',
      },
    ])
  })

  it('without an order, is referenced by the invoice number', () => {
    expect(
      xeroBillOf({ number: 'INV-7', issuedAt: '2026-01-02T00:00:00Z', reference: null, lines: [] }, seller)
        .Reference,
    ).toBe('INV-7')
  })
})

describe('xeroLineDescription', () => {
  it('does not repeat an address the line already names, and leaves out a missing fund', () => {
    expect(
      xeroLineDescription({
        description: 'Desktop valuation: 9 Beta St, Toowoomba QLD 4350',
        property: '9 Beta St, Toowoomba QLD 4350',
        fund: '',
      }),
    ).toBe('Desktop valuation: 9 Beta St, Toowoomba QLD 4350')
  })
})
