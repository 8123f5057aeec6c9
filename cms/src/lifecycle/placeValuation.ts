import type { Payload, PayloadRequest, Where } from 'payload'

import {
  AppError,
  idOf,
  idOrNull,
  namedFund,
  stateOf,
  storedStatus,
  valuationStatuses,
  type Fund,
  type Purpose,
  type ReportKind,
} from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import {
  monthlyBillingEntry,
  nextMonthlyBillingReference,
  startMonthlyBilling,
  type MonthlyBilling,
} from './steps/monthlyBilling.ts'
import {
  limitOrderConfirmations,
  queueOrderOnMonthlyBilling,
  queueOrderReceived,
} from './steps/queueOrderReceived.ts'
import { pricedLine } from './steps/invoiceLines.ts'
import { readAsCaller } from './steps/read.ts'
import { searchCopiesOf } from './steps/searchCopies.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { checkOrder } from './steps/checkOrder.ts'
import { storedFund } from './steps/storedFund.ts'

type Id = number | string

async function orderPractice(payload: Payload, requested: Id | undefined) {
  const where: Where =
    requested === undefined ? { isDefault: { equals: true } } : { id: { equals: requested } }
  const { docs } = await payload
    .find({ collection: 'practices', where, limit: 1, pagination: false, depth: 0, overrideAccess: true })
    .catch(() => ({ docs: [] }))
  if (requested !== undefined && !docs[0]) throw AppError.validation({ PracticeId: ['No such practice.'] })
  return docs[0]?.id
}

/** A guest has no name of its own: it takes the contact’s, so staff screens name the customer. */
async function nameGuestAfterContact(req: PayloadRequest, customer: User, contactId: Id | undefined) {
  if (!customer.guest || customer.firstName || customer.lastName || contactId === undefined) return
  const contact = await req.payload.findByID({ collection: 'contacts', id: contactId, ...writeAs(req) })
  await req.payload.update({
    collection: 'users',
    id: customer.id,
    data: { firstName: contact.firstName, lastName: contact.lastName },
    ...writeAs(req),
  })
}

export type ValuationOrder = {
  snapshotId: Id
  invoiceId?: Id
  monthlyBilling?: MonthlyBilling
  purpose: Purpose
  practiceId?: Id
  retrospectiveDate?: string | null
  relatedParty?: boolean
  /** SMSF reporting without a fund is taken; the customer is asked for it afterwards. */
  fund?: Fund
  reportKind?: ReportKind
  orderKey?: string
}

/** One valuation, status None until paid (or started at once on monthly billing); placed again, the same one. */
export async function placeValuation(
  payload: Payload,
  customer: User,
  order: ValuationOrder,
  confirm = true,
): Promise<Valuation> {
  const snapshot = await readAsCaller(payload, customer, 'property-snapshots', order.snapshotId)
  const { monthlyBilling } = order
  // Work before payment needs a standing grant from an admin.
  if (monthlyBilling && !monthlyBilling.firm.grant)
    throw AppError.forbidden('This firm has no account with us: its orders are paid for first.')
  if (!monthlyBilling && order.invoiceId === undefined)
    throw AppError.validation({ InvoiceId: ['Name the invoice of this order.'] })
  const invoice = monthlyBilling ? null : await readAsCaller(payload, customer, 'invoices', order.invoiceId!)
  // No other property rides on an invoice: it prices only its own.
  const line = invoice && pricedLine(invoice, snapshot.id)
  if (invoice && !line)
    throw AppError.validation({
      InvoiceId: ['This invoice priced another property; the valuation needs the invoice of this one.'],
    })
  const contact = monthlyBilling
    ? (await readAsCaller(payload, customer, 'contacts', monthlyBilling.contactId)).id
    : (idOrNull(invoice?.contact ?? null) ?? undefined)
  const reportKind = invoice?.reportKind ?? order.reportKind ?? 'value'
  const fund = order.fund ?? namedFund(snapshot.fund)
  checkOrder({
    Property: {
      AddressDetails: { Address: snapshot.address, State: stateOf(snapshot.state) },
      PropertyTypeSelection: {
        PropertyClassification: snapshot.classification,
        PropertyType: snapshot.propertyType,
      },
      StrataTitled: Boolean(snapshot.strataTitled),
      Tenancies: snapshot.tenancies,
      EstimatedValue: snapshot.estimatedValue ?? undefined,
      SpecialUse: snapshot.specialUse ?? 'none',
    },
    Assessment: {
      Purpose: order.purpose,
      ReportKind: reportKind,
      ValuationBasis: order.retrospectiveDate ? 'retrospective' : 'current',
      RetrospectiveDate: order.retrospectiveDate ?? undefined,
      RelatedParty: Boolean(order.relatedParty),
      Fund: fund,
    },
  })
  if (invoice && line) {
    const existing = await payload.find({
      collection: 'valuations',
      where: {
        invoice: { equals: invoice.id },
        ...(line.index === null ? {} : { snapshot: { equals: snapshot.id } }),
      },
      limit: 1,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    const taken = existing.docs[0]
    if (taken) {
      if (idOf(taken.snapshot) !== snapshot.id || taken.purpose !== order.purpose)
        throw AppError.conflict('This invoice already belongs to a valuation.')
      return taken
    }
  }
  const billing = monthlyBilling && monthlyBillingEntry(monthlyBilling, snapshot, fund)
  const practice = await orderPractice(payload, order.practiceId)
  // Last before the writes: a refused order counts against nobody’s limits.
  if (confirm) await limitOrderConfirmations(payload, customer, contact)
  return inTransaction(payload, customer, async (req) => {
    await nameGuestAfterContact(req, customer, contact)
    const valuation = await req.payload
      .create({
        collection: 'valuations',
        data: {
          ...(await searchCopiesOf(req, { snapshot, contact, customer })),
          // VD-000123, VD-000123-2 for a bulk line; VD-A000123 on monthly billing.
          reference: invoice
            ? `VD-${invoice.number.replace(/^INV-/, '')}${line!.index === null ? '' : `-${line!.index + 1}`}`
            : await nextMonthlyBillingReference(req),
          status: storedStatus(valuationStatuses.None),
          snapshot: snapshot.id,
          invoice: invoice?.id,
          onAccount: billing || undefined,
          contact,
          purpose: order.purpose,
          reportKind,
          retrospectiveDate: order.retrospectiveDate ?? undefined,
          relatedParty: Boolean(order.relatedParty),
          fund: storedFund(fund),
          practice: practice === undefined ? undefined : Number(practice),
          customer: customer.id,
          business: monthlyBilling
            ? monthlyBilling.firm.business
            : invoice?.business
              ? idOf(invoice.business)
              : undefined,
          orderKey: order.orderKey,
        },
        ...writeAs(req),
      })
      .catch((error: { data?: { errors?: { path?: string }[] } }) => {
        // The unique reference refuses the second of two identical orders sent at once.
        if (error.data?.errors?.some((issue) => issue.path === 'reference'))
          throw AppError.conflict(
            invoice
              ? 'This invoice already belongs to a valuation.'
              : 'Another order took this reference at the same moment; please try again.',
          )
        throw error
      })
    if (!monthlyBilling) {
      if (confirm) await queueOrderReceived(req, valuation, invoice!, snapshot)
      return valuation
    }
    const started = await startMonthlyBilling(req, valuation, monthlyBilling)
    if (confirm)
      await queueOrderOnMonthlyBilling(req, `order-on-account-${valuation.id}`, [
        { valuation: started, snapshot },
      ])
    return started
  })
}
