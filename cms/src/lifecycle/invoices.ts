import type { Payload, PayloadRequest } from 'payload'

import { AppError, gstIncludedCents, type QuoteResponse, type ReportKind } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { Contact, Invoice, Product, PropertySnapshot, User } from '../payload-types.ts'
import type { OrderFirm } from './firm.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { searchCopiesOf, type SearchSources } from './searchCopies.ts'

type InvoiceData = Omit<Invoice, 'id' | 'createdAt' | 'updatedAt' | 'number'>

/** INV-000123: one more than the highest number issued (so a deleted invoice never frees a number twice). */
async function nextInvoiceNumber(req: PayloadRequest): Promise<string> {
  const [last] = (
    await req.payload.find({
      collection: 'invoices',
      sort: '-number',
      limit: 1,
      select: { number: true },
      pagination: false,
      ...writeAs(req),
    })
  ).docs
  const lastNumber = Number(last?.number?.replace(/\D/g, '') ?? 0)
  return `INV-${String(lastNumber + 1).padStart(6, '0')}`
}

/** This process draws numbers one invoice at a time; the unique index settles a draw raced by another process. */
let drawing: Promise<unknown> = Promise.resolve()
function oneAtATime<T>(work: () => Promise<T>): Promise<T> {
  const turn = drawing.then(work, work)
  drawing = turn.catch(() => undefined)
  return turn
}

const numberTaken = (error: unknown) =>
  (error as { data?: { errors?: { path?: string }[] } }).data?.errors?.some(
    (issue) => issue.path === 'number',
  ) ?? false

/**
 * Issue the invoice: created under the next number, in a transaction of its own; if another process took that
 * number first, drawn again.
 */
async function issue(payload: Payload, user: User | null, data: InvoiceData): Promise<Invoice> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await oneAtATime(() =>
        inTransaction(payload, user, async (req) =>
          req.payload.create({
            collection: 'invoices',
            data: {
              ...data,
              ...(await searchCopiesOf(req, data as SearchSources)),
              number: await nextInvoiceNumber(req),
            },
            ...writeAs(req),
          }),
        ),
      )
    } catch (error) {
      if (attempt >= 9 || !numberTaken(error)) throw error
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
    /** The firm billed (its name and ABN printed as the buyer), or none for a customer of their own. */
    firm?: OrderFirm | null
  },
): Promise<Invoice> {
  const { quote } = order
  if (!quote.ProductId || quote.TotalCents === null || quote.GstCents === null || !quote.Description)
    throw AppError.conflict('This property has no fee in the price list; please contact us.')
  return issue(payload, customer, {
    status: 'unpaid',
    reportKind: order.reportKind,
    // Ids pass as they are: numbers on SQL, ObjectId strings on MongoDB (the generated types know SQL's only).
    lines: [
      {
        description: quote.Description,
        product: quote.ProductId as Product['id'],
        quantity: 1,
        unitCents: quote.TotalCents,
        totalCents: quote.TotalCents,
      },
    ],
    totalCents: quote.TotalCents,
    gstCents: quote.GstCents,
    contact: order.contact,
    snapshot: order.snapshot,
    customer: customer.id,
    business: order.firm?.business,
    buyer: order.firm?.buyer,
    orderKey: order.orderKey,
  })
}

/** Issue an admin's own small invoice, marked as a test, to try card payments end to end. */
export function issueTestInvoice(
  payload: Payload,
  admin: User,
  amountCents: number,
  description: string,
): Promise<Invoice> {
  if (!checkRole(['admin'], admin)) throw AppError.forbidden('Only admins make test invoices.')
  return issue(payload, admin, {
    status: 'unpaid',
    test: true,
    lines: [{ description, quantity: 1, unitCents: amountCents, totalCents: amountCents }],
    totalCents: amountCents,
    gstCents: gstIncludedCents(amountCents),
    customer: admin.id,
  })
}
