import { formatDate } from '@valuedesk/domain'

import type { Invoice, SiteSetting } from '../../payload-types.ts'

export type TaxInvoiceView = {
  number: string
  issuedAt: string
  status: Invoice['status']
  paidAt?: string | null
  seller: { name: string; abn: string; address?: string | null; email: string; phone?: string | null }
  bank: { accountName: string; bsb: string; accountNumber: string }
  buyer: { name: string; business?: string | null; email?: string | null }
  lines: { description: string; quantity: number; unitCents: number; totalCents: number }[]
  totalCents: number
  gstCents: number
}

const money = (cents: number) => (cents / 100).toLocaleString('en-AU', { style: 'currency', currency: 'AUD' })
const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export const formatMoney = money

/** What a tax invoice shows, from the invoice, its contact and the site settings (seller, ABN). */
export function taxInvoiceView(invoice: Invoice, settings: SiteSetting): TaxInvoiceView {
  const contact = typeof invoice.contact === 'object' ? invoice.contact : undefined
  return {
    number: invoice.number,
    issuedAt: invoice.createdAt,
    status: invoice.status,
    paidAt: invoice.paidAt,
    seller: {
      name: settings.companyName,
      abn: settings.abn,
      address: settings.address,
      email: settings.supportEmail,
      phone: settings.phone,
    },
    bank: settings.bankDetails,
    buyer: {
      name: contact ? `${contact.firstName} ${contact.lastName}` : 'Customer',
      business: contact?.businessName,
      email: contact?.email,
    },
    lines: (invoice.lines ?? []).map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unitCents,
      totalCents: line.totalCents,
    })),
    totalCents: invoice.totalCents,
    gstCents: invoice.gstCents,
  }
}

/** The tax invoice as a standalone HTML page (the export, and the body of the e-mail). */
export function taxInvoiceHtml(view: TaxInvoiceView): string {
  const rows = view.lines
    .map(
      (line) =>
        `<tr><td>${escape(line.description)}</td><td class="n">${line.quantity}</td><td class="n">${money(line.unitCents)}</td><td class="n">${money(line.totalCents)}</td></tr>`,
    )
    .join('')
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>Tax invoice ${escape(view.number)}</title>
<style>body{font-family:system-ui,sans-serif;color:#1d2733;max-width:46rem;margin:2rem auto;padding:0 1rem}h1{color:#0b4f6c;margin:0}table{width:100%;border-collapse:collapse;margin:1.5rem 0}th,td{padding:.6rem;border-bottom:1px solid #d9e2ea;text-align:left}.n{text-align:right}.totals td{border:0}.muted{color:#52606d}.status{display:inline-block;padding:.2rem .6rem;border-radius:1rem;background:${view.status === 'paid' ? '#edf7f1;color:#1f7a4d' : '#fdf6ea;color:#8a5a00'};font-weight:600}</style></head>
<body><header><h1>Tax invoice</h1><p class="muted">${escape(view.seller.name)} · ABN ${escape(view.seller.abn)}${view.seller.address ? ` · ${escape(view.seller.address)}` : ''}</p></header>
<p><strong>Invoice</strong> ${escape(view.number)}<br><strong>Date</strong> ${formatDate(view.issuedAt)}<br><strong>Status</strong> <span class="status">${view.status === 'paid' ? `Paid${view.paidAt ? ` ${formatDate(view.paidAt)}` : ''}` : 'Awaiting payment'}</span></p>
<p><strong>Bill to</strong><br>${escape(view.buyer.name)}${view.buyer.business ? `<br>${escape(view.buyer.business)}` : ''}${view.buyer.email ? `<br>${escape(view.buyer.email)}` : ''}</p>
<table><thead><tr><th>Description</th><th class="n">Qty</th><th class="n">Unit price</th><th class="n">Amount</th></tr></thead><tbody>${rows}</tbody>
<tfoot class="totals"><tr><td colspan="3" class="n">Total (incl. GST)</td><td class="n"><strong>${money(view.totalCents)}</strong></td></tr><tr><td colspan="3" class="n muted">GST included</td><td class="n muted">${money(view.gstCents)}</td></tr></tfoot></table>
${view.status === 'paid' ? '' : `<p><strong>Pay by bank transfer:</strong> ${escape(view.bank.accountName)} · BSB ${escape(view.bank.bsb)} · Account ${escape(view.bank.accountNumber)} · Reference ${escape(view.number)}</p>`}
<p class="muted">Questions? ${escape(view.seller.email)}${view.seller.phone ? ` · ${escape(view.seller.phone)}` : ''}</p></body></html>`
}
