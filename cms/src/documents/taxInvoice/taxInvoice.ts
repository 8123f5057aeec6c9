import {
  escapeHtml,
  formatAbn,
  formatBillingMonth,
  formatAudCents,
  formatDate,
  idOrNull,
  invoiceStanding,
} from '@valuedesk/domain'

import { palette } from '../../branding/palette.ts'
import type { AdjustmentNote, Invoice, SiteSetting } from '../../payload-types.ts'

export type TaxInvoiceView = {
  number: string
  issuedAt: string
  status: Invoice['status']
  paidAt?: string | null
  refundedAt?: string | null
  period?: string | null
  dueOn?: string | null
  seller: { name: string; abn: string; address?: string | null; email: string; phone?: string | null }
  bank: { accountName: string; bsb: string; accountNumber: string }
  /** Who is billed: the firm (its name and ABN, which a tax invoice of $1,000 or more needs), or the person. */
  buyer: {
    name: string
    abn?: string | null
    attention?: string | null
    business?: string | null
    email?: string | null
  }
  orders: TaxInvoiceOrder[]
  lines: TaxInvoiceLine[]
  totalCents: number
  gstCents: number
  adjustments: { number: string; issuedAt: string; amountCents: number }[]
}

/** "ADJ-000004 of 6 December 2026, less $220.00": how an invoice names a note that adjusted it. */
export const adjustmentLine = (note: TaxInvoiceView['adjustments'][number]) =>
  `${note.number} of ${formatDate(note.issuedAt)}, less ${formatAudCents(note.amountCents)}`

export type TaxInvoiceOrder = {
  reference: string | null
  property: string
  snapshot?: number | string | null
}

export type TaxInvoiceLine = {
  description: string
  quantity: number
  unitCents: number
  totalCents: number
  reference?: string | null
  fund?: { name: string; abn?: string | null } | null
}

/** "Order VD-000123-2 · Smith Family Super Fund (ABN 51 824 753 556)": what a line is for, under its description. */
export const lineDetail = (line: TaxInvoiceLine): string =>
  [
    line.reference ? `Order ${line.reference}` : null,
    line.fund ? `${line.fund.name}${line.fund.abn ? ` (ABN ${formatAbn(line.fund.abn)})` : ''}` : null,
  ]
    .filter(Boolean)
    .join(' · ')

/** An invoice for several properties, a line each: the lines name the properties, not a list above them. */
export const pricesEachProperty = (view: TaxInvoiceView) => view.lines.length > 1

export const orderLine = (order: TaxInvoiceOrder) =>
  order.reference ? `${order.property} (order ${order.reference})` : order.property

export function taxInvoiceView(
  invoice: Invoice,
  settings: SiteSetting,
  orders: TaxInvoiceOrder[] = [],
  adjustmentNotes: Pick<AdjustmentNote, 'number' | 'createdAt' | 'amountCents'>[] = [],
): TaxInvoiceView {
  const contact = typeof invoice.contact === 'object' ? invoice.contact : undefined
  return {
    number: invoice.number,
    issuedAt: invoice.createdAt,
    status: invoice.status,
    paidAt: invoice.paidAt,
    refundedAt: invoice.refund?.at,
    period: invoice.period,
    dueOn: invoice.dueOn,
    seller: {
      name: settings.companyName,
      abn: settings.abn,
      address: settings.address,
      email: settings.supportEmail,
      phone: settings.phone,
    },
    bank: settings.bankDetails,
    buyer: invoice.buyer?.name
      ? {
          name: invoice.buyer.name,
          abn: invoice.buyer.abn ? formatAbn(invoice.buyer.abn) : null,
          attention: contact ? `${contact.firstName} ${contact.lastName}` : null,
          email: contact?.email,
        }
      : {
          name: contact ? `${contact.firstName} ${contact.lastName}` : 'Customer',
          business: contact?.businessName,
          email: contact?.email,
        },
    orders,
    lines: (invoice.lines ?? []).map((line) => {
      const snapshot = idOrNull(line.snapshot ?? null)
      const order =
        snapshot === null ? undefined : orders.find((candidate) => candidate.snapshot === snapshot)
      // A line credited before payment (its valuation declined) is shown, not charged.
      return {
        description: line.creditedAt
          ? `${line.description} (credited: declined ${formatDate(line.creditedAt)})`
          : line.description,
        quantity: line.quantity,
        unitCents: line.unitCents,
        totalCents: line.creditedAt ? 0 : line.totalCents,
        reference: (invoice.lines ?? []).length > 1 ? order?.reference : null,
        fund: line.fundName ? { name: line.fundName, abn: line.fundAbn } : null,
      }
    }),
    totalCents: invoice.totalCents,
    gstCents: invoice.gstCents,
    adjustments: adjustmentNotes.map((note) => ({
      number: note.number,
      issuedAt: note.createdAt,
      amountCents: note.amountCents,
    })),
  }
}

export const standingOf = (view: TaxInvoiceView) =>
  invoiceStanding({
    status: view.status,
    paidAt: view.paidAt,
    refundedAt: view.refundedAt,
    owingCents: view.lines.reduce((sum, line) => sum + line.totalCents, 0),
  })

export function taxInvoiceHtml(view: TaxInvoiceView): string {
  const standing = standingOf(view)
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.description)}${lineDetail(line) ? `<br><span class="muted">${escapeHtml(lineDetail(line))}</span>` : ''}</td><td class="n">${line.quantity}</td><td class="n">${formatAudCents(line.unitCents)}</td><td class="n">${formatAudCents(line.totalCents)}</td></tr>`,
    )
    .join('')
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Tax invoice ${escapeHtml(view.number)}</title>
<style>body{font-family:system-ui,sans-serif;color:${palette.ink};max-width:46rem;margin:2rem auto;padding:0 1rem}h1{color:${palette.brand};margin:0}table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{padding:.6rem;border-bottom:1px solid ${palette.rule};text-align:left}.n{text-align:right}.totals td{border:0}.muted{color:${palette.muted}}.status{display:inline-block;padding:.2rem .6rem;border-radius:1rem;background:${standing.settled ? '#edf7f1;color:#1f7a4d' : '#fdf6ea;color:#8a5a00'};font-weight:600}</style></head>
<body><header><h1>Tax invoice</h1><p class="muted">${escapeHtml(view.seller.name)} · ABN ${escapeHtml(view.seller.abn)}${view.seller.address ? ` · ${escapeHtml(view.seller.address)}` : ''}</p></header>
<p><strong>Invoice</strong> ${escapeHtml(view.number)}<br><strong>Date</strong> ${formatDate(view.issuedAt)}${view.period ? `<br><strong>Month</strong> ${formatBillingMonth(view.period)}` : ''}${view.dueOn && standing.asksForPayment ? `<br><strong>Due</strong> ${formatDate(view.dueOn)}` : ''}<br><strong>Status</strong> <span class="status">${escapeHtml(standing.label)}</span>${view.adjustments.length ? `<br><strong>Adjusted by</strong> ${view.adjustments.map((note) => escapeHtml(adjustmentLine(note))).join(', ')}` : ''}</p>
${view.orders.length && !pricesEachProperty(view) ? `<p><strong>${view.orders.length > 1 ? 'Properties valued' : 'Property valued'}</strong><br>${view.orders.map((order) => escapeHtml(orderLine(order))).join('<br>')}</p>` : ''}
<p><strong>Bill to</strong><br>${escapeHtml(view.buyer.name)}${view.buyer.abn ? `<br>ABN ${escapeHtml(view.buyer.abn)}` : ''}${view.buyer.attention ? `<br>Attention: ${escapeHtml(view.buyer.attention)}` : ''}${view.buyer.business ? `<br>${escapeHtml(view.buyer.business)}` : ''}${view.buyer.email ? `<br>${escapeHtml(view.buyer.email)}` : ''}</p>
<table><thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot class="totals"><tr><td colspan="3" class="n">Total (incl. GST)</td><td class="n"><strong>${formatAudCents(view.totalCents)}</strong></td></tr><tr><td colspan="3" class="n muted">GST included</td><td class="n muted">${formatAudCents(view.gstCents)}</td></tr></tfoot></table>
${standing.nothingOwing ? `<p><strong>${escapeHtml(standing.nothingOwing)}</strong></p>` : ''}${!standing.asksForPayment ? '' : `<p><strong>Pay by bank transfer:</strong> ${escapeHtml(view.bank.accountName)} · BSB ${escapeHtml(view.bank.bsb)} · Account ${escapeHtml(view.bank.accountNumber)} · Reference ${escapeHtml(view.number)}</p>`}
<p class="muted">Questions? ${escapeHtml(view.seller.email)}${view.seller.phone ? ` · ${escapeHtml(view.seller.phone)}` : ''}</p></body></html>`
}
