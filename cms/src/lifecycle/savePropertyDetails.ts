import type { Payload } from 'payload'

import type { PropertyDetails } from '@valuedesk/domain'

import type { PropertySnapshot, User } from '../payload-types.ts'
import { readAsCaller } from './steps/read.ts'
import { checkDetailsForm } from './steps/checkOrder.ts'

type Id = number | string

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
