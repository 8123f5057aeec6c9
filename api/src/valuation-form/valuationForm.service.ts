import type { Payload, Where } from 'payload'

import type { PropertySnapshot, User, Valuation } from '@valuedesk/cms'
import {
  detailsFormOf,
  OrderRequest,
  toModelState,
  todayInAustralia,
  valuationStatuses,
  type PropertyClassification,
  type PropertyDetails,
  type Purpose,
  type ReportKind,
  type SpecialUse,
  AppError,
} from '@valuedesk/domain'

import { possibleId } from '../http/caller.ts'
import { createInvoice } from './invoices.service.ts'
import { queueOrderReceived } from './orderReceived.ts'
import { quote } from './quote.service.ts'
import { snapshotQuoteInput } from './snapshots.mapper.ts'

type Ids = number | string

/** Reads a document as the caller: someone else's is simply not found. */
export const ownDocument = <
  C extends 'property-snapshots' | 'invoices' | 'contacts' | 'valuations' | 'files',
>(
  payload: Payload,
  user: User,
  collection: C,
  id: Ids,
) =>
  payload.findByID({ collection, id, user, overrideAccess: false, depth: 0 }).catch(() => {
    throw AppError.notFound(`No ${collection.replace(/s$/, '').replace('-', ' ')} ${id} of yours.`)
  })

type PrevaluationInput = {
  AddressDetails: {
    Address: string
    Street?: string
    Suburb?: string
    State?: string
    Postcode?: string
    PlaceId?: string
    Latitude?: number
    Longitude?: number
  }
  PropertyTypeSelection: { PropertyClassification: string; PropertyType: string }
  AssessmentDetails: {
    Purpose: string
    ReportKind: ReportKind
    ValuationBasis: string
    RetrospectiveDate?: string
  }
  Contact: { ContactId: Ids }
  StrataTitled: boolean
  Tenancies: number
  EstimatedValue: number
  SpecialUse: string
}

/** Checks the whole order against the rules (scope included) and keeps the property as a snapshot. */
export async function createPrevaluationForm(payload: Payload, user: User, input: PrevaluationInput) {
  const checked = OrderRequest.safeParse({
    Property: {
      AddressDetails: input.AddressDetails,
      PropertyTypeSelection: input.PropertyTypeSelection,
      StrataTitled: input.StrataTitled,
      Tenancies: input.Tenancies,
      EstimatedValue: input.EstimatedValue,
      SpecialUse: input.SpecialUse,
    },
    Assessment: input.AssessmentDetails,
  })
  if (!checked.success) {
    // The order's model state, named by the fields of this call's body.
    const state = toModelState(checked.error)
    throw AppError.validation(
      Object.fromEntries(
        Object.entries(state).map(([key, messages]) => [
          key.replace(/^Property\./, '').replace(/^Assessment\./, 'AssessmentDetails.'),
          messages,
        ]),
      ),
    )
  }
  await ownDocument(payload, user, 'contacts', input.Contact.ContactId)
  const classification = input.PropertyTypeSelection.PropertyClassification as PropertyClassification
  const snapshot = await payload.create({
    collection: 'property-snapshots',
    user,
    overrideAccess: false,
    data: {
      address: input.AddressDetails.Address,
      street: input.AddressDetails.Street,
      suburb: input.AddressDetails.Suburb,
      state: input.AddressDetails.State,
      postcode: input.AddressDetails.Postcode,
      placeId: input.AddressDetails.PlaceId,
      latitude: input.AddressDetails.Latitude,
      longitude: input.AddressDetails.Longitude,
      classification,
      propertyType: input.PropertyTypeSelection.PropertyType,
      strataTitled: input.StrataTitled,
      tenancies: input.Tenancies,
      estimatedValue: input.EstimatedValue,
      specialUse: input.SpecialUse as SpecialUse,
      detailsForm: detailsFormOf(classification),
      details: {},
      customer: user.id,
    },
  })
  const price = await quote(payload, {
    ...snapshotQuoteInput(snapshot, input.AssessmentDetails.ReportKind),
    purpose: input.AssessmentDetails.Purpose as Purpose,
  })
  return { SnapshotId: snapshot.id, Quote: price, CreateDate: todayInAustralia() }
}

/** Keeps what step 3 collected, after checking it is the form for this property's class. */
export async function savePropertyDetails(
  payload: Payload,
  user: User,
  snapshotId: Ids,
  details: PropertyDetails,
) {
  const snapshot = await ownDocument(payload, user, 'property-snapshots', snapshotId)
  const expected = detailsFormOf(snapshot.classification as PropertyClassification)
  if (details.Form !== expected)
    throw AppError.validation({ Form: [`This property needs the ${expected} details form.`] })
  await payload.update({
    collection: 'property-snapshots',
    id: snapshot.id,
    user,
    overrideAccess: false,
    data: { detailsForm: expected, details: details.Details },
  })
}

/** Prices the snapshot from the fee rows (never from the caller) and raises the tax invoice. */
export async function prepayment(
  payload: Payload,
  user: User,
  input: { SnapshotId: Ids; ContactId: Ids; ReportKind: ReportKind },
  productId?: Ids,
) {
  const snapshot = await ownDocument(payload, user, 'property-snapshots', input.SnapshotId)
  const contact = await ownDocument(payload, user, 'contacts', input.ContactId)
  const price = await quote(payload, snapshotQuoteInput(snapshot, input.ReportKind))
  if (!price.InScope)
    throw AppError.validation(
      Object.fromEntries(price.Reasons.map((reason) => [reason.Field, [reason.Message]])),
    )
  if (productId !== undefined && String(price.ProductId) !== String(productId))
    throw AppError.conflict(
      'This product does not price that property; its invoice follows the property’s own fee row.',
    )
  return createInvoice(payload, user, contact.id, price, input.ReportKind)
}

/**
 * The practice an order goes to: the one the client sends (the spec's default from its configuration), or the
 * default.
 */
async function orderPracticeId(payload: Payload, requested: Ids | undefined) {
  if (requested !== undefined && !possibleId(payload, requested))
    throw AppError.validation({ PracticeId: ['No such practice.'] })
  const where: Where =
    requested === undefined ? { isDefault: { equals: true } } : { id: { equals: requested } }
  const { docs } = await payload.find({ collection: 'practices', where, limit: 1, depth: 0 })
  if (requested !== undefined && !docs[0]) throw AppError.validation({ PracticeId: ['No such practice.'] })
  return docs[0]?.id
}

/**
 * The valuation itself, status None until its invoice is paid. Snapshot and invoice must be the caller's, and
 * match.
 */
export async function createValuation(
  payload: Payload,
  user: User,
  input: {
    SnapshotId: Ids
    Purpose: string
    InvoiceId: Ids
    PracticeId?: Ids
    RetrospectiveDate?: string | null
  },
) {
  const snapshot = await ownDocument(payload, user, 'property-snapshots', input.SnapshotId)
  const invoice = await ownDocument(payload, user, 'invoices', input.InvoiceId)
  const reasons = OrderRequest.safeParse({
    Property: {
      AddressDetails: { Address: snapshot.address },
      PropertyTypeSelection: {
        PropertyClassification: snapshot.classification,
        PropertyType: snapshot.propertyType,
      },
      Tenancies: snapshot.tenancies,
      EstimatedValue: snapshot.estimatedValue,
      SpecialUse: snapshot.specialUse ?? 'none',
    },
    Assessment: {
      Purpose: input.Purpose,
      ValuationBasis: input.RetrospectiveDate ? 'retrospective' : 'current',
      RetrospectiveDate: input.RetrospectiveDate ?? undefined,
    },
  })
  if (!reasons.success)
    throw AppError.validation(
      Object.fromEntries(
        Object.entries(toModelState(reasons.error)).map(([key, messages]) => [
          key.replace(/^(Property|Assessment)\./, ''),
          messages,
        ]),
      ),
    )
  const [taken] = (
    await payload.find({
      collection: 'valuations',
      where: { invoice: { equals: invoice.id } },
      limit: 1,
      depth: 0,
      overrideAccess: true,
    })
  ).docs
  if (taken) return repeatedOrder(payload, taken, snapshot, input)
  const practice = await orderPracticeId(payload, input.PracticeId)
  // The invoice carries what was ordered and paid for: a value, a rent, or both.
  const reportKind = invoice.reportKind ?? 'value'
  const valuation = await payload
    .create({
      collection: 'valuations',
      overrideAccess: true,
      data: {
        reference: `VD-${invoice.number.replace(/^INV-/, '')}`,
        status: String(valuationStatuses.None) as '0',
        snapshot: snapshot.id,
        invoice: invoice.id,
        contact: typeof invoice.contact === 'object' ? invoice.contact?.id : invoice.contact,
        purpose: input.Purpose as Purpose,
        reportKind,
        retrospectiveDate: input.RetrospectiveDate ?? undefined,
        practice: practice === undefined ? undefined : Number(practice),
        customer: user.id,
      },
    })
    .catch((error: { data?: { errors?: { path?: string }[] } }) => {
      // The same order sent twice at once: the reference (one per invoice) is unique, so one of them is refused here.
      if (error.data?.errors?.some((issue) => issue.path === 'reference'))
        throw AppError.conflict('This invoice already belongs to a valuation.')
      throw error
    })
  await queueOrderReceived(payload, valuation, invoice.id, snapshot)
  return toValuationCreated(valuation)
}

const toValuationCreated = (valuation: Valuation) => ({
  ValuationId: valuation.id,
  Reference: valuation.reference,
  Status: Number(valuation.status),
})

/**
 * The same order sent again (the answer to the first was lost, or the button pressed twice) is the
 * same valuation, and its confirmation is queued again in case the first attempt was cut off before
 * it (the Outbox sends it once). A different order on an invoice already used is a conflict.
 */
async function repeatedOrder(
  payload: Payload,
  valuation: Valuation,
  snapshot: PropertySnapshot,
  input: { SnapshotId: Ids; Purpose: string },
) {
  const snapshotId = typeof valuation.snapshot === 'object' ? valuation.snapshot.id : valuation.snapshot
  if (snapshotId !== snapshot.id || valuation.purpose !== input.Purpose)
    throw AppError.conflict('This invoice already belongs to a valuation.')
  if (valuation.status === String(valuationStatuses.None))
    await queueOrderReceived(
      payload,
      valuation,
      typeof valuation.invoice === 'object' ? valuation.invoice.id : valuation.invoice,
      snapshot,
    )
  return toValuationCreated(valuation)
}
