import type { Payload } from 'payload'

import {
  detailsFormOf,
  OrderRequest,
  positionSourceOf,
  type PropertyDetails,
  type QuoteResponse,
} from '@valuedesk/domain'

import type { PropertySnapshot, User } from '../payload-types.ts'
import { quote, snapshotQuoteInput } from './steps/quote.ts'
import { readAsCaller } from './steps/read.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { checkDetailsForm, checkOrder } from './steps/checkOrder.ts'
import { storedFund } from './steps/storedFund.ts'

type Id = number | string

export async function createSnapshot(
  payload: Payload,
  customer: User,
  input: {
    order: OrderRequest
    contactId: Id
    orderKey?: string
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
        // From the place id, not the order: the browser says where it chose from.
        positionSource: positionSourceOf({ placeId: Property.AddressDetails.PlaceId }),
        classification,
        propertyType: Property.PropertyTypeSelection.PropertyType,
        strataTitled: Property.StrataTitled,
        tenancies: Property.Tenancies,
        estimatedValue: Property.EstimatedValue,
        specialUse: Property.SpecialUse,
        // Kept for the valuation’s own call, which the spec gives no fund.
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
