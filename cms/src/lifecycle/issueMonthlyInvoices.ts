import type { Payload } from 'payload'

import {
  belongsOnMonthlyInvoice,
  formatBillingMonth,
  formatDate,
  idOf,
  idOrNull,
  MONTHLY_INVOICE_TERMS_DAYS,
  monthlyInvoiceDueOn,
  monthlyInvoiceKey,
  monthToInvoice,
  realEmail,
  todayInAustralia,
} from '@valuedesk/domain'

import { env } from '../env.ts'
import type { Invoice, Valuation } from '../payload-types.ts'
import { queueMonthlyInvoice } from './steps/queueInvoiceEmails.ts'
import { asOrderFirm } from './steps/orderFirm.ts'
import { withHistory } from './steps/history.ts'
import { monthlyBillingLine, pricedLine } from './steps/invoiceLines.ts'
import { issueBulkInvoice } from './steps/issueInvoice.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'

/** Safe to rerun anywhere: keyed by firm and month, each valuation marked, the e-mail named by the invoice. */
export async function issueMonthlyInvoices(payload: Payload, now = new Date()): Promise<Invoice[]> {
  const month = monthToInvoice(now)
  const { docs } = await payload.find({
    collection: 'valuations',
    where: { 'onAccount.month': { exists: true }, invoice: { exists: false } },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const byFirm = new Map<string, Valuation[]>()
  for (const valuation of docs) {
    const waiting = belongsOnMonthlyInvoice(
      {
        billingMonth: valuation.onAccount?.month,
        invoiced: idOrNull(valuation.invoice) !== null,
        status: valuation.status,
      },
      month,
    )
    const firm = idOrNull(valuation.business)
    if (!waiting || firm === null || !monthlyBillingLine(valuation)) continue
    byFirm.set(String(firm), [...(byFirm.get(String(firm)) ?? []), valuation])
  }
  const issued: Invoice[] = []
  for (const valuations of byFirm.values())
    issued.push(await invoiceFirmMonth(payload, valuations, month, todayInAustralia(now)))
  return issued
}

async function invoiceFirmMonth(
  payload: Payload,
  valuations: Valuation[],
  month: string,
  today: string,
): Promise<Invoice> {
  const [first] = valuations as [Valuation, ...Valuation[]]
  const firm = await payload.findByID({
    collection: 'businesses',
    id: idOf(first.business!),
    depth: 0,
    overrideAccess: true,
  })
  // The member whose order came first is its customer and contact, as on a bulk order.
  const orderer = await payload.findByID({
    collection: 'users',
    id: idOf(first.customer),
    depth: 0,
    overrideAccess: true,
  })
  const orderKey = monthlyInvoiceKey(firm.id, month)
  const invoice =
    (
      await payload.find({
        collection: 'invoices',
        where: { orderKey: { equals: orderKey } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0] ??
    (await issueBulkInvoice(payload, orderer, {
      contact: idOf(first.contact!),
      firm: asOrderFirm(firm),
      orderKey,
      lines: valuations.map((valuation) => monthlyBillingLine(valuation)!),
      period: { month, dueOn: monthlyInvoiceDueOn(today) },
    }))
  await inTransaction(payload, null, async (req) => {
    for (const valuation of valuations) {
      // An earlier run cut off half-way: only the valuations it has a line for are its.
      if (!pricedLine(invoice, idOf(valuation.snapshot))) {
        req.payload.logger.warn(
          { valuation: valuation.id, invoice: invoice.number },
          'Valuation on account is not on its month’s invoice; it waits for the next run',
        )
        continue
      }
      const current = await req.payload.findByID({
        collection: 'valuations',
        id: valuation.id,
        ...writeAs(req),
      })
      if (idOrNull(current.invoice) !== null) continue
      await req.payload.update({
        collection: 'valuations',
        id: valuation.id,
        data: {
          invoice: invoice.id,
          history: withHistory(req, current, {
            note: `On invoice ${invoice.number}, the ${formatBillingMonth(month)} invoice of ${firm.name}`,
          }),
        },
        ...writeAs(req),
      })
    }
    const contact = first.contact
      ? await req.payload.findByID({ collection: 'contacts', id: idOf(first.contact), ...writeAs(req) })
      : undefined
    const to = firm.email || realEmail(orderer.email) || contact?.email
    if (!to) return
    const count = invoice.lines?.length ?? valuations.length
    await queueMonthlyInvoice(
      req,
      invoice,
      to,
      `Here is ${firm.name}’s invoice for ${formatBillingMonth(month)}: ${count} ${count === 1 ? 'valuation' : 'valuations'} ordered on account, a line for each property with its fund. It is due by ${formatDate(invoice.dueOn ?? monthlyInvoiceDueOn(today))} (${MONTHLY_INVOICE_TERMS_DAYS} days). Pay by card from your account (${env.SERVER_URL}/account), or by bank transfer.`,
    )
  })
  return invoice
}
