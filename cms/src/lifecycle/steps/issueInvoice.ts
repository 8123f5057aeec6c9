import type { Payload } from 'payload'

import { gstIncludedCents, type Fund, type QuoteResponse, type ReportKind } from '@valuedesk/domain'

import type { Contact, Invoice, PropertySnapshot, User } from '../../payload-types.ts'
import type { OrderFirm } from './orderFirm.ts'
import { highestNumber, INVOICE_NUMBER_LOCK, invoiceNumber, InvoiceNumbers } from './invoiceNumbers.ts'
import { holdAcrossProcesses, inTransaction, writeAs } from './transaction.ts'
import { searchCopiesOf, type SearchSources } from './searchCopies.ts'
import { invoiceLine, type InvoiceLine } from './invoiceLines.ts'

type InvoiceData = Omit<Invoice, 'id' | 'createdAt' | 'updatedAt' | 'number'>

const numberTaken = (error: unknown) =>
  (error as { data?: { errors?: { path?: string }[] } }).data?.errors?.some(
    (issue) => issue.path === 'number',
  ) ?? false

/** Each Payload instance's own draw of invoice numbers (tests run several in one process). */
const numbersOf = new WeakMap<Payload, InvoiceNumbers>()
const invoiceNumbers = (payload: Payload) => {
  const numbers = numbersOf.get(payload) ?? new InvoiceNumbers(() => highestNumber(payload, 'invoices'))
  numbersOf.set(payload, numbers)
  return numbers
}

/**
 * Issue the invoice: created under the next number, in a transaction of its own (invoiceNumbers.ts: on PostgreSQL
 * numbered under a lock every process shares, elsewhere drawn by this process); if another process took that
 * number first all the same (MongoDB), drawn again.
 */
export async function issue(
  payload: Payload,
  user: User | null,
  data: InvoiceData,
  /** The invoice's property, contact and account as the verb has them, for the search copies. */
  sources: SearchSources = data as SearchSources,
): Promise<Invoice> {
  const numbers = invoiceNumbers(payload)
  for (let attempt = 0; ; attempt++) {
    let drawn: number | undefined
    try {
      return await inTransaction(payload, user, async (req) => {
        const n = (await holdAcrossProcesses(req, INVOICE_NUMBER_LOCK))
          ? (await highestNumber(req.payload, 'invoices', req)) + 1
          : (drawn = await numbers.draw())
        return req.payload.create({
          collection: 'invoices',
          data: { ...data, ...(await searchCopiesOf(req, sources)), number: invoiceNumber(n) },
          ...writeAs(req),
        })
      })
    } catch (error) {
      if (!numberTaken(error)) {
        if (drawn !== undefined) numbers.handBack(drawn)
        throw error
      }
      if (attempt >= 9) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)))
    }
  }
}

/** Issue the tax invoice of an order: one line, priced by the quote the server made from the fee rows. */
export function issueOrderInvoice(
  payload: Payload,
  customer: User,
  order: {
    contact: Contact['id']
    /** The property priced: only a valuation of it may use the invoice. */
    snapshot: PropertySnapshot['id']
    quote: QuoteResponse
    reportKind: ReportKind
    orderKey?: string
    fund?: Fund
    /** The firm billed (its name and ABN printed as the buyer), or none for a customer of their own. */
    firm?: OrderFirm | null
    /** The property and contact as the verb has just read them (else read again for the search copies). */
    read?: { snapshot: PropertySnapshot; contact: Contact }
  },
): Promise<Invoice> {
  const line = invoiceLine(order)
  const sources = {
    snapshot: order.read?.snapshot ?? order.snapshot,
    contact: order.read?.contact ?? order.contact,
    customer,
  }
  return issue(
    payload,
    customer,
    {
      status: 'unpaid',
      reportKind: order.reportKind,
      lines: [line],
      totalCents: line.totalCents,
      gstCents: order.quote.GstCents!,
      contact: order.contact,
      snapshot: order.snapshot,
      customer: customer.id,
      business: order.firm?.business,
      buyer: order.firm?.buyer,
      orderKey: order.orderKey,
    },
    sources,
  )
}

/**
 * Issue one tax invoice for a bulk order: a line per property (its address and fund), billed to the firm (its
 * name and ABN, which a tax invoice of $1,000 or more must show). The GST is the GST of the total.
 */
export function issueBulkInvoice(
  payload: Payload,
  customer: User,
  order: {
    contact: Contact['id']
    lines: InvoiceLine[]
    firm: OrderFirm
    orderKey: string
    /** A firm's monthly invoice: the month (YYYY-MM) of the orders on account it bills, and its due day. */
    period?: { month: string; dueOn: string }
  },
): Promise<Invoice> {
  const totalCents = order.lines.reduce((sum, line) => sum + line.totalCents, 0)
  return issue(payload, customer, {
    status: 'unpaid',
    reportKind: null,
    lines: order.lines,
    totalCents,
    gstCents: gstIncludedCents(totalCents),
    contact: order.contact,
    customer: customer.id,
    business: order.firm.business,
    buyer: order.firm.buyer,
    orderKey: order.orderKey,
    period: order.period?.month,
    dueOn: order.period?.dueOn,
  })
}
