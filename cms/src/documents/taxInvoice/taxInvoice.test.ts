import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { taxInvoiceHtml, type TaxInvoiceView } from './taxInvoice.ts'
import { taxInvoicePdf } from './taxInvoicePdf.ts'

const view: TaxInvoiceView = {
  adjustments: [],
  number: 'INV-000042',
  issuedAt: '2026-11-20T02:00:00.000Z',
  status: 'unpaid',
  seller: {
    name: 'ValueDesk Pty Ltd',
    abn: '52 671 204 118',
    address: 'Level 12, 340 Adelaide Street, Brisbane QLD 4000',
    email: 'support@valuedesk.com.au',
    phone: '1300 825 833',
  },
  bank: { accountName: 'ValueDesk Pty Ltd', bsb: '064-000', accountNumber: '1234 5678' },
  buyer: { name: 'Maria Rossi', business: 'Rossi Family Super Fund', email: 'maria@example.com' },
  orders: [{ reference: 'VD-10042', property: '12 Smith Street, Kearneys Spring QLD 4350' }],
  lines: [
    {
      description: 'Desktop valuation — Single residential dwelling',
      quantity: 1,
      unitCents: 22000,
      totalCents: 22000,
    },
  ],
  totalCents: 22000,
  gstCents: 2000,
}

function pdfText(pdf: Buffer): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'invoice-')), 'invoice.pdf')
  writeFileSync(file, pdf)
  execFileSync('qpdf', ['--check', file], { stdio: 'ignore' })
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
}

describe('tax invoice', () => {
  it('when rendered as a PDF, then it is a valid PDF that says tax invoice, ABN, GST, total and how to pay', async () => {
    const text = pdfText(await taxInvoicePdf(view))
    for (const expected of [
      'Tax invoice',
      'INV-000042',
      'ABN 52 671 204 118',
      'Maria Rossi',
      'Rossi Family Super Fund',
      '12 Smith Street, Kearneys Spring QLD 4350',
      'VD-10042',
      '$220.00',
      '$20.00',
      'GST included',
      'BSB 064-000',
    ])
      expect(text).toContain(expected)
  })

  it('when it pays for an order, then both formats name the property and the order reference', () => {
    expect(taxInvoiceHtml(view)).toContain(
      '<strong>Property valued</strong><br>12 Smith Street, Kearneys Spring QLD 4350 (order VD-10042)',
    )
  })

  it('when paid, then neither format asks for a bank transfer', async () => {
    const paid = { ...view, status: 'paid' as const, paidAt: '2026-11-21T00:00:00.000Z' }
    expect(pdfText(await taxInvoicePdf(paid))).not.toContain('BSB')
    expect(taxInvoiceHtml(paid)).toContain('Paid 21 November 2026')
    expect(taxInvoiceHtml(paid)).not.toContain('BSB')
  })

  const paidAt = '2026-11-21T00:00:00.000Z'
  it.each([
    [
      'refunded',
      { status: 'refunded' as const, paidAt, refundedAt: '2026-11-25T00:00:00.000Z' },
      'Paid on 21 November 2026 and refunded in full on 25 November 2026: nothing is owing.',
    ],
    [
      'cancelled',
      { status: 'void' as const },
      'This invoice was cancelled before payment: nothing is owing.',
    ],
    [
      'unpaid with every line credited',
      { lines: view.lines.map((line) => ({ ...line, totalCents: 0 })) },
      'Every line was credited before payment: nothing is owing.',
    ],
  ])(
    'when %s, then both formats say so and neither asks for payment or names a due day',
    async (_name, change, standing) => {
      const settled: TaxInvoiceView = { ...view, dueOn: '2026-12-14', ...change }
      for (const text of [pdfText(await taxInvoicePdf(settled)), taxInvoiceHtml(settled)]) {
        expect(text).toContain(standing)
        expect(text).not.toContain('BSB')
        expect(text).not.toContain('Awaiting payment')
        expect(text).not.toMatch(/Due\b/)
      }
    },
  )

  it('when unpaid with something to pay, then both formats ask for it by bank transfer', async () => {
    for (const text of [pdfText(await taxInvoicePdf(view)), taxInvoiceHtml(view)]) {
      expect(text).toContain('Awaiting payment')
      expect(text).toContain('BSB')
    }
  })

  it('when the buyer’s name holds markup, then the HTML shows it as text', () => {
    expect(taxInvoiceHtml({ ...view, buyer: { name: '<img src=x onerror=alert(1)>' } })).toContain(
      '&lt;img src=x',
    )
  })

  describe('for a firm’s bulk order', () => {
    const funds = [
      { name: 'Smith Family Super Fund', abn: '51824753556' },
      { name: 'Chen Superannuation Fund', abn: '53004085616' },
      { name: 'Nguyen Retirement Fund', abn: '33102417032' },
    ]
    const bulk: TaxInvoiceView = {
      ...view,
      buyer: { name: 'Darling Downs Accounting Pty Ltd', abn: '83 914 571 673', attention: 'Ann Lee' },
      orders: Array.from({ length: 12 }, (_, index) => ({
        reference: `VD-000042-${index + 1}`,
        property: `${index + 1} Ruthven Street, Toowoomba QLD 4350`,
        snapshot: index + 1,
      })),
      lines: Array.from({ length: 12 }, (_, index) => ({
        description: `Desktop valuation — House (single dwelling): ${index + 1} Ruthven Street, Toowoomba QLD 4350`,
        quantity: 1,
        unitCents: 22000,
        totalCents: 22000,
        reference: `VD-000042-${index + 1}`,
        fund: funds[index % 3]!,
      })),
      totalCents: 264000,
      gstCents: 24000,
    }

    it('when it has 12 lines, then each names its property, order and fund, the buyer’s ABN shows, and pages break between lines', async () => {
      const pdf = await taxInvoicePdf(bulk)
      if (process.env.INVOICE_PNG_DIR) writeFileSync(path.join(process.env.INVOICE_PNG_DIR, 'bulk.pdf'), pdf)
      // Read as text flows (a description wraps within its column).
      const text = pdfText(pdf).replace(/\s+/g, ' ')
      expect(text.match(/Ruthven Street, Toowoomba QLD 4350/g)).toHaveLength(12)
      for (let index = 1; index <= 12; index++) expect(text).toContain(`Order VD-000042-${index} ·`)
      expect(text).toContain('Smith Family Super Fund (ABN 51 824 753 556)')
      expect(text).toContain('ABN 83 914 571 673')
      expect(text).toContain('$2,640.00')
      expect(text).toContain('$240.00')
      expect(text).not.toContain('Properties valued')
    })

    it('when a fund’s name is long, then its ABN is never split across two lines of the PDF', async () => {
      for (let words = 0; words < 10; words++) {
        const fund = {
          name: `The Trustee for the Smith${' Family'.repeat(words)} Super Fund`,
          abn: '51824753556',
        }
        const pdf = await taxInvoicePdf({ ...bulk, lines: [{ ...bulk.lines[0]!, fund }] })
        expect(pdfText(pdf), fund.name).toContain('(ABN 51 824 753 556)')
      }
    })

    it('when rendered as HTML, then each line shows its fund and the buyer its ABN', () => {
      const html = taxInvoiceHtml(bulk)
      expect(html).toContain('Order VD-000042-3 · Nguyen Retirement Fund (ABN 33 102 417 032)')
      expect(html).toContain('Darling Downs Accounting Pty Ltd<br>ABN 83 914 571 673<br>Attention: Ann Lee')
    })
  })

  it('when one order names its fund, then its line shows the fund and the property is listed above', async () => {
    const one = {
      ...view,
      lines: [{ ...view.lines[0]!, fund: { name: 'Rossi Family Super Fund', abn: '51824753556' } }],
    }
    const pdf = await taxInvoicePdf(one)
    expect(pdfText(pdf)).toContain('Rossi Family Super Fund (ABN 51 824 753 556)')
    expect(taxInvoiceHtml(one)).toContain('Property valued')
    if (process.env.INVOICE_PNG_DIR) writeFileSync(path.join(process.env.INVOICE_PNG_DIR, 'one.pdf'), pdf)
  })
})
