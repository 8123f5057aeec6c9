import type { Payload } from 'payload'

import { AppError, readableKey, statusOf, valuationStatuses } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import type { PropertySnapshot, User } from '../payload-types.ts'
import type { Correction } from '../email/templates.ts'
import { queueOrderCorrected } from './steps/queueCustomerNotices.ts'
import { withHistory } from './steps/history.ts'
import { readAsCaller } from './steps/read.ts'
import { refreshSearchCopies } from './steps/searchCopies.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { workOn } from './steps/workOn.ts'

export type PropertyChange = Partial<
  Pick<
    PropertySnapshot,
    | 'address'
    | 'street'
    | 'suburb'
    | 'state'
    | 'postcode'
    | 'latitude'
    | 'longitude'
    | 'positionSource'
    | 'details'
  >
>

const fieldNames: Record<keyof PropertyChange, string> = {
  address: 'Address',
  street: 'Street',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  latitude: 'Latitude',
  longitude: 'Longitude',
  positionSource: 'Position from',
  details: 'Details',
}

const valueOf = (value: unknown) =>
  value === undefined || value === null || value === '' ? 'not given' : String(value)

function correctionsOf(field: keyof PropertyChange, before: unknown, after: unknown): Correction[] {
  if (field !== 'details')
    return [{ what: fieldNames[field], before: valueOf(before), after: valueOf(after) }]
  const was = (before ?? {}) as Record<string, unknown>
  const now = (after ?? {}) as Record<string, unknown>
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
    .map((key) => ({ what: readableKey(key), before: valueOf(was[key]), after: valueOf(now[key]) }))
}

/** Once ordered, only the staff working on it correct it, until delivery, and the customer is told. */
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
      pagination: false,
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
    const corrections = changed.flatMap((field) => correctionsOf(field, snapshot[field], change[field]))
    const updated = await req.payload.update({
      collection: 'property-snapshots',
      id: snapshot.id,
      data: change,
      ...writeAs(req),
    })
    await refreshSearchCopies(req, { snapshot: { equals: snapshot.id } })
    if (changed.length) {
      const noted = await req.payload.update({
        collection: 'valuations',
        id: current.id,
        data: {
          history: withHistory(req, current, {
            note: `Property corrected (the customer is told): ${corrections.map((line) => `${line.what} ${line.before} → ${line.after}`).join('; ')}`,
          }),
        },
        ...writeAs(req),
      })
      await queueOrderCorrected(req, noted, corrections)
    }
    return updated
  })
}
