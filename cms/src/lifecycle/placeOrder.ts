import type { Payload, PayloadRequest, Where } from 'payload'

import {
  AppError,
  detailsFormOf,
  idOf,
  idOrNull,
  namedFund,
  OrderRequest,
  orderPhotoSlot,
  stateOf,
  positionSourceOf,
  storedStatus,
  toModelState,
  valuationStatuses,
  type Fund,
  type PropertyDetails,
  type Purpose,
  type QuoteResponse,
  type ReportKind,
} from '@valuedesk/domain'

import type { Invoice, PropertySnapshot, User, Valuation } from '../payload-types.ts'
import { attachableFile, attachFiles } from './attachFiles.ts'
import {
  accountEntry,
  nextAccountReference,
  onAccountFirm,
  OVER_ACCOUNT_LIMIT,
  startOnAccount,
  type OnAccount,
} from './steps/monthlyBilling.ts'
import { limitOrderConfirmations, queueOrderOnAccount, queueOrderReceived } from './steps/emails.ts'
import { orderFirm } from './steps/orderFirm.ts'
import { issueOrderInvoice, pricedLine } from './steps/issueInvoice.ts'
import { orderQuoteInput, quote, snapshotQuoteInput } from './steps/quote.ts'
import { readAsCaller } from './steps/read.ts'
import { searchCopiesOf } from './steps/searchCopies.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'

type Id = number | string

/** The order's rules (the wizard's, plus scope); a refusal is the model state under `Property.`/`Assessment.`. */
function checkOrder(order: OrderRequest): OrderRequest {
  const checked = OrderRequest.safeParse(order)
  if (!checked.success) throw AppError.validation(toModelState(checked.error))
  return checked.data
}

/** Keep the property as the customer described it (a snapshot), after checking the whole order against the rules. */
export async function createSnapshot(
  payload: Payload,
  customer: User,
  input: {
    order: OrderRequest
    contactId: Id
    orderKey?: string
    /** Given with the whole order (`placeOrder`): kept with the property in the same write. */
    details?: { value: PropertyDetails; field: string }
  },
): Promise<{ snapshot: PropertySnapshot; quote: QuoteResponse }> {
  const { Property, Assessment } = checkOrder(input.order)
  await readAsCaller(payload, customer, 'contacts', input.contactId)
  const classification = Property.PropertyTypeSelection.PropertyClassification
  if (input.details) checkDetailsForm(classification, input.details.value, input.details.field)
  const snapshot = await inTransaction(payload, customer, (req) =>
    req.payload.create({
      collection: 'property-snapshots',
      data: {
        address: Property.AddressDetails.Address,
        street: Property.AddressDetails.Street,
        suburb: Property.AddressDetails.Suburb,
        state: Property.AddressDetails.State,
        postcode: Property.AddressDetails.Postcode,
        placeId: Property.AddressDetails.PlaceId,
        latitude: Property.AddressDetails.Latitude,
        longitude: Property.AddressDetails.Longitude,
        // Decided here from the place id, not taken from the order: the customer's browser says where it chose from.
        positionSource: positionSourceOf({ placeId: Property.AddressDetails.PlaceId }),
        classification,
        propertyType: Property.PropertyTypeSelection.PropertyType,
        strataTitled: Property.StrataTitled,
        tenancies: Property.Tenancies,
        estimatedValue: Property.EstimatedValue,
        specialUse: Property.SpecialUse,
        // Kept for the valuation's own call, which the spec gives no fund (placeValuation reads it here).
        fund: storedFund(Assessment.Fund),
        detailsForm: detailsFormOf(classification),
        details: input.details?.value.Details ?? {},
        customer: customer.id,
        orderKey: input.orderKey,
      },
      ...writeAs(req),
    }),
  )
  const price = await quote(payload, {
    ...snapshotQuoteInput(snapshot, Assessment.ReportKind),
    purpose: Assessment.Purpose,
    relatedParty: Assessment.RelatedParty,
  })
  return { snapshot, quote: price }
}

/** The details form of the property's class, when `details` are given in it; refused naming `field` otherwise. */
function checkDetailsForm(
  classification: PropertySnapshot['classification'],
  details: PropertyDetails,
  field: string,
) {
  const expected = detailsFormOf(classification)
  if (details.Form !== expected)
    throw AppError.validation({ [field]: [`This property needs the ${expected} details form.`] })
  return expected
}

/** Keep what the property-details step collected, after checking it is the form for this property's class. */
export async function savePropertyDetails(
  payload: Payload,
  customer: User,
  snapshotId: Id,
  details: PropertyDetails,
): Promise<PropertySnapshot> {
  const snapshot = await readAsCaller(payload, customer, 'property-snapshots', snapshotId)
  const expected = checkDetailsForm(snapshot.classification, details, 'Form')
  return payload.update({
    collection: 'property-snapshots',
    id: snapshot.id,
    user: customer,
    overrideAccess: false,
    data: { detailsForm: expected, details: details.Details },
  })
}

/** The ordered property's price from the fee rows; out of scope, refused naming the fields. */
async function priceInScope(payload: Payload, snapshot: PropertySnapshot, reportKind: ReportKind) {
  const price = await quote(payload, snapshotQuoteInput(snapshot, reportKind))
  if (!price.InScope)
    throw AppError.validation(
      Object.fromEntries(price.Reasons.map((reason) => [reason.Field, [reason.Message]])),
    )
  return price
}

/** Issue the order's tax invoice: priced from the snapshot and the fee rows, never from the caller. */
export async function invoiceOrder(
  payload: Payload,
  customer: User,
  input: {
    snapshotId: Id
    contactId: Id
    reportKind: ReportKind
    productId?: Id
    orderKey?: string
    fund?: Fund
    /** The firm the order is for, when the customer works in several (see `orderFirm`). */
    businessId?: Id
  },
): Promise<Invoice> {
  const snapshot = await readAsCaller(payload, customer, 'property-snapshots', input.snapshotId)
  const contact = await readAsCaller(payload, customer, 'contacts', input.contactId)
  const price = await priceInScope(payload, snapshot, input.reportKind)
  if (input.productId !== undefined && String(price.ProductId) !== String(input.productId))
    throw AppError.conflict(
      'This product does not price that property; its invoice follows the property’s own fee row.',
    )
  const firm = await orderFirm(payload, customer, input.businessId)
  return issueOrderInvoice(payload, customer, {
    firm,
    contact: contact.id,
    snapshot: snapshot.id,
    quote: price,
    reportKind: input.reportKind,
    orderKey: input.orderKey,
    // The spec's prepayment call names no fund: its line names the one the pre-valuation form gave, if any.
    fund: input.fund ?? namedFund(snapshot.fund),
    read: { snapshot, contact },
  })
}

/** The practice an order goes to: the one asked for (the spec's default from its configuration), or the default. */
async function orderPractice(payload: Payload, requested: Id | undefined) {
  const where: Where =
    requested === undefined ? { isDefault: { equals: true } } : { id: { equals: requested } }
  const { docs } = await payload
    .find({ collection: 'practices', where, limit: 1, pagination: false, depth: 0, overrideAccess: true })
    .catch(() => ({ docs: [] }))
  if (requested !== undefined && !docs[0]) throw AppError.validation({ PracticeId: ['No such practice.'] })
  return docs[0]?.id
}

/**
 * A guest account (one order, no sign-up) has no name of its own: it takes its order's contact's, so staff
 * screens name the customer rather than a made-up login.
 */
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
  /** Its tax invoice; or, for a firm invoiced monthly, `onAccount` instead. */
  invoiceId?: Id
  onAccount?: OnAccount
  purpose: Purpose
  practiceId?: Id
  retrospectiveDate?: string | null
  /** The transfer or lease the valuation is for is between related parties. */
  relatedParty?: boolean
  /**
   * The self-managed super fund the valuation is for; else the one the pre-valuation form named. SMSF reporting
   * without one is taken, and the fund asked of the customer afterwards (domain: `fundOutstanding`).
   */
  fund?: Fund
  /** What the report gives, when the invoice (a bulk order's, for several) does not say. */
  reportKind?: ReportKind
  orderKey?: string
}

/** A fund as the valuation (and the snapshot) keeps it. */
export const storedFund = (fund: Fund | undefined) =>
  fund ? { name: fund.Name, trustee: fund.Trustee, abn: fund.Abn } : undefined

/**
 * Place the order: the valuation, status None until its invoice is paid, and the customer's confirmation with
 * the tax invoice attached, in one transaction. The snapshot and the invoice must be the customer's. The same
 * order placed again (a lost answer, a double click) is the same valuation; another order on a used invoice is
 * a conflict. On a firm's account (`onAccount`) there is no invoice: the valuation keeps its month and priced
 * line and starts at once (account.ts), and the confirmation says which month's invoice it goes on.
 */
export async function placeValuation(
  payload: Payload,
  customer: User,
  order: ValuationOrder,
  /** Confirm it by e-mail (a bulk order confirms all its properties in one e-mail instead). */
  confirm = true,
): Promise<Valuation> {
  const snapshot = await readAsCaller(payload, customer, 'property-snapshots', order.snapshotId)
  const { onAccount } = order
  // Work that starts before payment needs an account an admin granted (onAccountFirm decides, with the limit).
  if (onAccount && !onAccount.firm.grant)
    throw AppError.forbidden('This firm has no account with us: its orders are paid for first.')
  if (!onAccount && order.invoiceId === undefined)
    throw AppError.validation({ InvoiceId: ['Name the invoice of this order.'] })
  const invoice = onAccount ? null : await readAsCaller(payload, customer, 'invoices', order.invoiceId!)
  // The invoice's price is the price of the property it was issued for (one of its lines, on a bulk order's
  // invoice): no other property rides on it.
  const line = invoice && pricedLine(invoice, snapshot.id)
  if (invoice && !line)
    throw AppError.validation({
      InvoiceId: ['This invoice priced another property; the valuation needs the invoice of this one.'],
    })
  // Its e-mails go to the invoice's contact, or on account to the contact named (theirs, or refused).
  const contact = onAccount
    ? (await readAsCaller(payload, customer, 'contacts', onAccount.contactId)).id
    : (idOrNull(invoice?.contact ?? null) ?? undefined)
  const reportKind = invoice?.reportKind ?? order.reportKind ?? 'value'
  // The fund named with this call, or else with the pre-valuation form; none yet is asked of the customer later.
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
      EstimatedValue: snapshot.estimatedValue,
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
  const account = onAccount && accountEntry(onAccount, snapshot, fund)
  const practice = await orderPractice(payload, order.practiceId)
  // Last before the writes: a refused order is counted against nobody's limits.
  if (confirm) await limitOrderConfirmations(payload, customer, contact)
  return inTransaction(payload, customer, async (req) => {
    await nameGuestAfterContact(req, customer, contact)
    const valuation = await req.payload
      .create({
        collection: 'valuations',
        data: {
          ...(await searchCopiesOf(req, { snapshot, contact, customer })),
          // One order per invoice, or per line of a bulk order's invoice: VD-000123, VD-000123-2; on account,
          // VD-A000123.
          reference: invoice
            ? `VD-${invoice.number.replace(/^INV-/, '')}${line!.index === null ? '' : `-${line!.index + 1}`}`
            : await nextAccountReference(req),
          status: storedStatus(valuationStatuses.None),
          snapshot: snapshot.id,
          invoice: invoice?.id,
          onAccount: account || undefined,
          contact,
          purpose: order.purpose,
          // The invoice carries what was ordered and paid for: a value, a rent, or both.
          reportKind,
          retrospectiveDate: order.retrospectiveDate ?? undefined,
          relatedParty: Boolean(order.relatedParty),
          fund: storedFund(fund),
          practice: practice === undefined ? undefined : Number(practice),
          customer: customer.id,
          // The firm its invoice bills, or whose account it is on (its members see the order).
          business: onAccount
            ? onAccount.firm.business
            : invoice?.business
              ? idOf(invoice.business)
              : undefined,
          orderKey: order.orderKey,
        },
        ...writeAs(req),
      })
      .catch((error: { data?: { errors?: { path?: string }[] } }) => {
        // The same order sent twice at once: the reference (one per invoice) is unique, so one is refused here;
        // on account, another order drew the same reference and this one is tried again.
        if (error.data?.errors?.some((issue) => issue.path === 'reference'))
          throw AppError.conflict(
            invoice
              ? 'This invoice already belongs to a valuation.'
              : 'Another order took this reference at the same moment; please try again.',
          )
        throw error
      })
    if (!onAccount) {
      if (confirm) await queueOrderReceived(req, valuation, invoice!, snapshot)
      return valuation
    }
    const started = await startOnAccount(req, valuation, onAccount)
    if (confirm)
      await queueOrderOnAccount(req, `order-on-account-${valuation.id}`, [{ valuation: started, snapshot }])
    return started
  })
}

export type WholeOrder = {
  /** Made by the customer's browser for this order: the same key again is the same order. */
  orderKey: string
  order: OrderRequest
  details: PropertyDetails
  contactId: number | string
  practiceId?: Id
  /** The firm the order is for, when the customer works in several (see `orderFirm`). */
  businessId?: Id
  /** The customer's uploads, photos of the property: attached as photo-1, photo-2, … */
  photoIds?: readonly Id[]
}

/** A conflict another attempt may have caused (not the firm's account being full, which a retry cannot mend). */
export const isConflictOfRace = (error: unknown) =>
  (error as { status?: number }).status === 409 && (error as { code?: string }).code !== OVER_ACCOUNT_LIMIT

/** A write refused because another attempt already made a record under the same order key. */
const lostRaceForKey = (error: unknown) =>
  (error as { data?: { errors?: { path?: string }[] } })?.data?.errors?.some(
    (item) => item.path === 'orderKey',
  ) ?? false

/**
 * Place an order in one command (the wizard's): the property, its details, the tax invoice, the valuation and
 * the customer's photos.
 * Idempotent: a retry or a double click with the same key returns the same order, and an attempt cut off
 * half-way is finished, not repeated (each step finds what an earlier attempt made under the key). Two
 * attempts at once: the unique key lets one make each record; the other waits a moment and takes it.
 */
export async function placeOrder(payload: Payload, customer: User, input: WholeOrder): Promise<Valuation> {
  // The photos are checked before anything is written: a file that is not the caller's photo places nothing.
  const photos = (input.photoIds ?? []).map((fileId, index) => ({
    fileId,
    slot: orderPhotoSlot(index),
    field: `Photos.${index}.FileId`,
  }))
  for (const photo of photos) await attachableFile(payload, customer, photo.fileId, 'images', photo.field)
  const valuation = await placeOrderWithRetries(payload, customer, input)
  // Also on a retry: an attempt cut off after the valuation still gets its photos, and once only.
  return photos.length ? attachFiles(payload, customer, valuation.id, 'images', photos) : valuation
}

async function placeOrderWithRetries(
  payload: Payload,
  customer: User,
  input: WholeOrder,
): Promise<Valuation> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOrderOnce(payload, customer, input)
    } catch (error) {
      // The other attempt may have finished the order meanwhile (its valuation took our invoice): that is ours.
      const { docs } = await payload.find({
        collection: 'valuations',
        where: { orderKey: { equals: input.orderKey }, customer: { equals: customer.id } },
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
      if (docs[0]) return docs[0]
      const raced = lostRaceForKey(error) || isConflictOfRace(error)
      if (!raced || attempt >= 5) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}

async function placeOrderOnce(payload: Payload, customer: User, input: WholeOrder): Promise<Valuation> {
  const byKey = { orderKey: { equals: input.orderKey } }
  const found = async <C extends 'valuations' | 'invoices' | 'property-snapshots'>(collection: C) => {
    const doc = (
      await payload.find({
        collection,
        where: byKey,
        limit: 1,
        pagination: false,
        depth: 0,
        overrideAccess: true,
      })
    ).docs[0]
    // A key is one customer's: another's key names nothing of theirs (and says nothing about it).
    if (doc && idOrNull(doc.customer) !== customer.id)
      throw AppError.conflict('This OrderKey was already used; send a new one for a new order.')
    return doc
  }
  const placed = await found('valuations')
  if (placed) return placed
  const { Assessment } = checkOrder(input.order)
  // On the firm's account or paid first: decided before anything is written, so an order over the limit leaves
  // nothing behind. Priced from the order as sent; the snapshot made from it prices the same.
  const firm = await orderFirm(payload, customer, input.businessId)
  const onAccount = await onAccountFirm(
    payload,
    firm,
    (await quote(payload, orderQuoteInput(input.order))).TotalCents ?? 0,
  )
  const snapshot =
    (await found('property-snapshots')) ??
    (
      await createSnapshot(payload, customer, {
        ...input,
        details: { value: input.details, field: 'Details.Form' },
      })
    ).snapshot
  if (!snapshot.details || Object.keys(snapshot.details).length === 0)
    await savePropertyDetails(payload, customer, snapshot.id, input.details)
  const common = {
    snapshotId: snapshot.id,
    purpose: Assessment.Purpose,
    practiceId: input.practiceId,
    retrospectiveDate: Assessment.ValuationBasis === 'retrospective' ? Assessment.RetrospectiveDate : null,
    relatedParty: Assessment.RelatedParty,
    fund: Assessment.Fund,
    reportKind: Assessment.ReportKind,
    orderKey: input.orderKey,
  }
  // A firm granted an account and invoiced monthly orders on it: no invoice now, the month's invoice later.
  if (onAccount)
    return placeValuation(payload, customer, {
      ...common,
      onAccount: {
        firm: onAccount,
        contactId: input.contactId,
        price: await priceInScope(payload, snapshot, Assessment.ReportKind),
      },
    })
  const invoice =
    (await found('invoices')) ??
    (await invoiceOrder(payload, customer, {
      snapshotId: snapshot.id,
      contactId: input.contactId,
      reportKind: Assessment.ReportKind,
      orderKey: input.orderKey,
      fund: Assessment.Fund,
      businessId: input.businessId,
    }))
  return placeValuation(payload, customer, { ...common, invoiceId: invoice.id })
}
