import type { Payload } from 'payload'

import { AppError, idOrNull, OrderRequest, orderPhotoSlot, type PropertyDetails } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { attachableFile } from './steps/attachableFile.ts'
import { attachFiles } from './attachFiles.ts'
import { monthlyBillingFirm } from './steps/monthlyBilling.ts'
import { orderFirm } from './steps/orderFirm.ts'
import { orderQuoteInput, quote } from './steps/quote.ts'
import { checkOrder, priceInScope } from './steps/checkOrder.ts'
import { createSnapshot } from './createSnapshot.ts'
import { savePropertyDetails } from './savePropertyDetails.ts'
import { invoiceOrder } from './invoiceOrder.ts'
import { isConflictOfRace, lostRaceForKey } from './steps/orderRaces.ts'
import { placeValuation } from './placeValuation.ts'

type Id = number | string

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
  const billingFirm = await monthlyBillingFirm(
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
  if (billingFirm)
    return placeValuation(payload, customer, {
      ...common,
      monthlyBilling: {
        firm: billingFirm,
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
