import { todayInAustralia } from '../order/dates.ts'

/**
 * Our tax invoice as a firm's Xero organisation takes it: a bill (ACCPAY) from us, GST included in each
 * line. Pure: the server reads the invoice and the seller, the Xero client sends what this returns.
 */

/** Xero's tax type for GST paid on an expense (Australia), which the firm claims back. */
export const XERO_GST_ON_EXPENSES = 'INPUT'

/** The OAuth scopes the firm grants: its bills and their contacts, kept while we hold a refresh token. */
export const XERO_SCOPES = ['offline_access', 'accounting.transactions', 'accounting.contacts'] as const

/** Who issues the tax invoices (the site settings' legal name and ABN): the bill's contact in the firm's Xero. */
export type XeroBillSeller = { name: string; abn: string }

/** One line of our invoice, with the property and fund it prices. */
export type XeroBillLine = {
  description: string
  property: string
  fund: string
  quantity: number
  unitCents: number
  totalCents: number
}

/** One of our tax invoices, as much as its bill needs. */
export type XeroBillSource = {
  number: string
  /** When it was issued (an ISO moment). */
  issuedAt: string
  /** The order or bulk order it pays for, when it has one. */
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

/** "Desktop valuation: 12 Smith St, Paddington QLD 4064 · Fund: Smith Family Super Fund". */
export function xeroLineDescription(line: Pick<XeroBillLine, 'description' | 'property' | 'fund'>): string {
  const parts = [
    line.property && !line.description.includes(line.property)
      ? `${line.description}: ${line.property}`
      : line.description,
  ]
  if (line.fund) parts.push(`Fund: ${line.fund}`)
  return parts.join(' · ').slice(0, 4000)
}

/**
 * The bill: dated the day the invoice was issued (Brisbane's day), due that day (our invoices are payable on
 * receipt), as a draft, so the firm's bookkeeper chooses the expense account when they approve it. The
 * invoice number is ours, so the firm's Xero warns of the same bill entered twice by hand.
 */
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
