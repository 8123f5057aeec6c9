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
  /** Made by the customer’s browser: the same key again is the same order. */
  orderKey: string
  order: OrderRequest
  details: PropertyDetails
  contactId: number | string
  practiceId?: Id
  businessId?: Id
  photoIds?: readonly Id[]
}

/** Idempotent by key: a retry finishes a cut-off attempt; of two at once, the unique key lets one make each record. */
export async function placeOrder(payload: Payload, customer: User, input: WholeOrder): Promise<Valuation> {
  // Checked before anything is written: a file that is not the caller’s photo places nothing.
  const photos = (input.photoIds ?? []).map((fileId, index) => ({
    fileId,
    slot: orderPhotoSlot(index),
    field: `Photos.${index}.FileId`,
  }))
  for (const photo of photos) await attachableFile(payload, customer, photo.fileId, 'images', photo.field)
  const valuation = await placeOrderWithRetries(payload, customer, input)
  // Also on a retry, so an attempt cut off after the valuation still gets its photos.
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
    // Another customer’s key names nothing of theirs.
    if (doc && idOrNull(doc.customer) !== customer.id)
      throw AppError.conflict('This OrderKey was already used; send a new one for a new order.')
    return doc
  }
  const placed = await found('valuations')
  if (placed) return placed
  const { Assessment } = checkOrder(input.order)
  // Decided before anything is written, so an order over the limit leaves nothing behind.
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
