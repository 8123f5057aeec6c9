import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import { taxInvoiceHtml, type TaxInvoiceView } from './taxInvoice.ts'
import { taxInvoicePdf } from './taxInvoicePdf.ts'

const view: TaxInvoiceView = {
  number: 'INV-000042',
  issuedAt: '2026-11-20T02:00:00.000Z',
  status: 'unpaid',
  seller: {
    name: 'ValueDesk Pty Ltd',
    abn: '35 671 204 118',
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

/** The PDF's text as a reader (or an auditor's software) extracts it; poppler's pdftotext. */
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
      'ABN 35 671 204 118',
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

  it('when the buyer’s name holds markup, then the HTML shows it as text', () => {
    expect(taxInvoiceHtml({ ...view, buyer: { name: '<img src=x onerror=alert(1)>' } })).toContain(
      '&lt;img src=x',
    )
  })
})
