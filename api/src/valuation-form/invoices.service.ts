import type { Payload } from 'payload'

import type { Contact, Invoice, Product, User } from '@valuedesk/cms'
import { gstIncludedCents, type QuoteResponse, type ReportKind, AppError } from '@valuedesk/domain'

/** INV-000123: one more than the highest number issued (so a deleted invoice never frees a number twice). */
async function nextInvoiceNumber(payload: Payload): Promise<string> {
  const [last] = (
    await payload.find({
      collection: 'invoices',
      sort: '-number',
      limit: 1,
      depth: 0,
      select: { number: true },
      overrideAccess: true,
      pagination: false,
    })
  ).docs
  const lastNumber = Number(last?.number?.replace(/\D/g, '') ?? 0)
  return `INV-${String(lastNumber + 1).padStart(6, '0')}`
}

type InvoiceData = Omit<Invoice, 'id' | 'createdAt' | 'updatedAt'>

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

/** Creates an invoice under the next number; if another process took that number first, draws again. */
async function issueInvoice(
  payload: Payload,
  data: Omit<InvoiceData, 'number'>,
  as: { user?: User; overrideAccess: boolean },
): Promise<Invoice> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await oneAtATime(async () =>
        payload.create({
          collection: 'invoices',
          data: { ...data, number: await nextInvoiceNumber(payload) },
          depth: 0,
          ...as,
        }),
      )
    } catch (error) {
      if (attempt >= 9 || !numberTaken(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * (attempt + 1)))
    }
  }
}

/** A tax invoice for one quoted line. The server makes it from the quote; the customer can read it, never write it. */
export async function createInvoice(
  payload: Payload,
  customer: User,
  contactId: Contact['id'],
  quote: QuoteResponse,
  reportKind: ReportKind,
): Promise<Invoice> {
  if (!quote.ProductId || quote.TotalCents === null || quote.GstCents === null)
    throw AppError.conflict('This property has no fee in the price list; please contact us.')
  return issueInvoice(
    payload,
    {
      status: 'unpaid',
      reportKind,
      // Ids pass as they are: numbers on SQL, ObjectId strings on MongoDB (the generated types know SQL's only).
      lines: [
        {
          description: quote.Description!,
          product: quote.ProductId as Product['id'],
          quantity: 1,
          unitCents: quote.TotalCents,
          totalCents: quote.TotalCents,
        },
      ],
      totalCents: quote.TotalCents,
      gstCents: quote.GstCents,
      contact: contactId,
      customer: customer.id,
    },
    { overrideAccess: true },
  )
}

/**
 * An admin's own small invoice, marked as a test, to try card payments end to end. Payload's access lets
 * admins only.
 */
export const createTestInvoice = (
  payload: Payload,
  admin: User,
  amountCents: number,
  description: string,
): Promise<Invoice> =>
  issueInvoice(
    payload,
    {
      status: 'unpaid',
      test: true,
      lines: [{ description, quantity: 1, unitCents: amountCents, totalCents: amountCents }],
      totalCents: amountCents,
      gstCents: gstIncludedCents(amountCents),
      customer: admin.id,
    },
    { user: admin, overrideAccess: false },
  )

export const toInvoiceSummary = (invoice: Invoice) => ({
  InvoiceId: invoice.id,
  Number: invoice.number,
  Status: invoice.status,
  TotalCents: invoice.totalCents,
  GstCents: invoice.gstCents,
  Description: invoice.lines?.[0]?.description ?? '',
})
