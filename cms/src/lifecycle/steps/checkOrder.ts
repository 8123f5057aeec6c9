import type { Payload } from 'payload'

import {
  AppError,
  detailsFormOf,
  OrderRequest,
  toModelState,
  type PropertyDetails,
  type ReportKind,
} from '@valuedesk/domain'

import type { PropertySnapshot } from '../../payload-types.ts'
import { quote, snapshotQuoteInput } from './quote.ts'

/** The order's rules (the wizard's, plus scope); a refusal is the model state under `Property.`/`Assessment.`. */
export function checkOrder(order: OrderRequest): OrderRequest {
  const checked = OrderRequest.safeParse(order)
  if (!checked.success) throw AppError.validation(toModelState(checked.error))
  return checked.data
}

/** The details form of the property's class, when `details` are given in it; refused naming `field` otherwise. */
export function checkDetailsForm(
  classification: PropertySnapshot['classification'],
  details: PropertyDetails,
  field: string,
) {
  const expected = detailsFormOf(classification)
  if (details.Form !== expected)
    throw AppError.validation({ [field]: [`This property needs the ${expected} details form.`] })
  return expected
}

/** The ordered property's price from the fee rows; out of scope, refused naming the fields. */
export async function priceInScope(payload: Payload, snapshot: PropertySnapshot, reportKind: ReportKind) {
  const price = await quote(payload, snapshotQuoteInput(snapshot, reportKind))
  if (!price.InScope)
    throw AppError.validation(
      Object.fromEntries(price.Reasons.map((reason) => [reason.Field, [reason.Message]])),
    )
  return price
}
