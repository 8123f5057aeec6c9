import type { Payload } from 'payload'

import { AppError, statusOf, valuationStatuses } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { PropertySnapshot, User } from '../payload-types.ts'
import { withHistory } from './history.ts'
import { readAsCaller } from './read.ts'
import { inTransaction, writeAs } from './transaction.ts'
import { workOn } from './workflow.ts'

export type PropertyChange = Partial<
  Pick<
    PropertySnapshot,
    'address' | 'street' | 'suburb' | 'state' | 'postcode' | 'latitude' | 'longitude' | 'details'
  >
>

/**
 * Change a property's address or the details of its class. Until it is invoiced its customer changes it (as
 * themself: Payload's access decides). Once it is ordered it stays as ordered for the customer (409); the staff
 * who work on its valuation correct it, with a line in the valuation's history, until the report is delivered.
 */
export async function changeProperty(
  payload: Payload,
  user: User | null,
  snapshotId: number | string,
  change: PropertyChange,
): Promise<PropertySnapshot> {
  const snapshot = await readAsCaller(payload, user, 'property-snapshots', snapshotId, 0, {
    notFound: `No property ${snapshotId} that you may see.`,
  })
  const [valuation] = (
    await payload.find({
      collection: 'valuations',
      where: { snapshot: { equals: snapshot.id } },
      depth: 0,
      limit: 1,
    })
  ).docs
  if (!valuation || !checkRole(['admin', 'valuer'], user))
    return payload.update({
      collection: 'property-snapshots',
      id: snapshot.id,
      data: change,
      user,
      overrideAccess: false,
    })
  return inTransaction(payload, user, async (req) => {
    const current = await workOn(req, user, valuation.id)
    if (statusOf(current) === valuationStatuses.Completed)
      throw AppError.conflict(
        'The report was delivered: the property it values stays as it was. Reissue the report to correct it.',
      )
    const changed = (Object.keys(change) as (keyof PropertyChange)[]).filter(
      (field) =>
        change[field] !== undefined && JSON.stringify(change[field]) !== JSON.stringify(snapshot[field]),
    )
    const updated = await req.payload.update({
      collection: 'property-snapshots',
      id: snapshot.id,
      data: change,
      ...writeAs(req),
    })
    if (changed.length)
      await req.payload.update({
        collection: 'valuations',
        id: current.id,
        data: { history: withHistory(req, current, { note: `Property corrected: ${changed.join(', ')}` }) },
        ...writeAs(req),
      })
    return updated
  })
}
