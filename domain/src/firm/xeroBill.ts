import { todayInAustralia } from '../order/dates.ts'

/** Pure: the server reads the invoice, the Xero client sends what this returns. */

/** Xero's tax type for GST paid on an expense (Australia), which the firm claims back. */
export const XERO_GST_ON_EXPENSES = 'INPUT'

/** The OAuth scopes the firm grants: its bills and their contacts, kept while we hold a refresh token. */
export const XERO_SCOPES = ['offline_access', 'accounting.transactions', 'accounting.contacts'] as const

export type XeroBillSeller = { name: string; abn: string }

export type XeroBillLine = {
  description: string
  property: string
  fund: string
  quantity: number
  unitCents: number
  totalCents: number
}

export type XeroBillSource = {
  number: string
  issuedAt: string
  reference: string | null
  lines: XeroBillLine[]
}

export type XeroBillLineItem = {
  Description: string
  Quantity: number
  UnitAmount: number
  LineAmount: number
  TaxType: string
}

/** The JSON of one invoice for Xero's Accounting API (PUT /api.xro/2.0/Invoices). */
export type XeroBill = {
  Type: 'ACCPAY'
  Contact: { Name: string; TaxNumber: string }
  InvoiceNumber: string
  Reference: string
  Date: string
  DueDate: string
  Status: 'DRAFT'
  CurrencyCode: 'AUD'
  LineAmountTypes: 'Inclusive'
  LineItems: XeroBillLineItem[]
}

const dollars = (cents: number) => Math.round(cents) / 100

export function xeroLineDescription(line: Pick<XeroBillLine, 'description' | 'property' | 'fund'>): string {
  const parts = [
    line.property && !line.description.includes(line.property)
      ? `${line.description}: ${line.property}`
      : line.description,
  ]
  if (line.fund) parts.push(`Fund: ${line.fund}`)
  return parts.join(' · ').slice(0, 4000)
}

/** A draft, so the bookkeeper chooses the account; our number lets Xero warn of a duplicate. */
export function xeroBillOf(invoice: XeroBillSource, seller: XeroBillSeller): XeroBill {
  const day = todayInAustralia(new Date(invoice.issuedAt))
  return {
    Type: 'ACCPAY',
    Contact: { Name: seller.name, TaxNumber: seller.abn.replace(/\s+/g, '') },
    InvoiceNumber: invoice.number,
    Reference: (invoice.reference ?? invoice.number).slice(0, 255),
    Date: day,
    DueDate: day,
    Status: 'DRAFT',
    CurrencyCode: 'AUD',
    LineAmountTypes: 'Inclusive',
    LineItems: invoice.lines.map((line) => ({
      Description: xeroLineDescription(line),
      Quantity: line.quantity,
      UnitAmount: dollars(line.unitCents),
      LineAmount: dollars(line.totalCents),
      TaxType: XERO_GST_ON_EXPENSES,
    })),
  }
}
