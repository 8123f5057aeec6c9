import type { Payload } from 'payload'

import { memberFirm, type Invoice, type User } from '@valuedesk/cms'
import { idOrNull, invoicesCsv, searchAddressOf, type InvoiceExportRow } from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'

export const fundOf = (invoice: Invoice, valuationFund: string | undefined) =>
  [...new Set((invoice.lines ?? []).flatMap((line) => (line.fundName ? [line.fundName] : [])))].join('; ') ||
  (valuationFund ?? '')

export const firmInvoiceDocs = async (payload: Payload, user: User, firmId: Invoice['business']) =>
  (
    await payload.find({
      collection: 'invoices',
      where: { business: { equals: firmId } },
      sort: 'number',
      limit: 0,
      pagination: false,
      ...asCaller(user, 1),
    })
  ).docs

export async function firmInvoicesCsv(payload: Payload, user: User, businessId: number | string) {
  const firm = await memberFirm(payload, user, businessId)
  const invoices = await firmInvoiceDocs(payload, user, firm.id)
  const { docs: valuations } = await payload.find({
    collection: 'valuations',
    where: { invoice: { in: invoices.map((invoice) => invoice.id) } },
    limit: 0,
    pagination: false,
    select: { invoice: true, fund: true },
    ...asCaller(user),
  })
  const funds = new Map(
    valuations.map((valuation) => [String(idOrNull(valuation.invoice)), valuation.fund?.name ?? undefined]),
  )
  const rows: InvoiceExportRow[] = invoices.map((invoice) => ({
    number: invoice.number,
    issuedAt: invoice.createdAt,
    buyer: invoice.buyer?.name ?? firm.name,
    abn: invoice.buyer?.abn ?? firm.abn,
    property:
      invoice.snapshot && typeof invoice.snapshot === 'object' ? searchAddressOf(invoice.snapshot) : '',
    fund: fundOf(invoice, funds.get(String(invoice.id))),
    totalCents: invoice.totalCents,
    gstCents: invoice.gstCents,
    status: invoice.status,
    paidAt: invoice.paidAt ?? null,
  }))
  return { filename: `${firm.name.replace(/[^\w.-]+/g, '-')}-invoices.csv`, csv: invoicesCsv(rows) }
}
