import type { PayloadRequest } from 'payload'

import { idOf, licenceProblem, stateOf, todayInAustralia } from '@valuedesk/domain'

import type { PracticeValuer, Valuation } from '../../payload-types.ts'
import { writeAs } from './transaction.ts'

/** A valuer as staff screens and the history name them: their name, else the record's, else their e-mail. */
export function valuerName(record: PracticeValuer): string {
  const valuer = typeof record.valuer === 'object' ? record.valuer : undefined
  return (
    [valuer?.firstName, valuer?.lastName].filter(Boolean).join(' ') ||
    record.name ||
    valuer?.email ||
    'a valuer'
  )
}

/** The state of the valuation's property (none when its address has none we know). */
export async function propertyState(req: PayloadRequest, valuation: Valuation) {
  const snapshot = await req.payload.findByID({
    collection: 'property-snapshots',
    id: idOf(valuation.snapshot),
    ...writeAs(req),
    depth: 0,
  })
  return stateOf(snapshot.state)
}

/** Why this valuer may not value a property in `state` today (the domain's licence rule), or null. */
export const valuerLicenceProblem = (record: PracticeValuer, state: string | null | undefined) =>
  state
    ? licenceProblem(
        valuerName(record),
        (record.licences ?? []).map((licence) => ({ ...licence, expiresOn: licence.expiresOn ?? null })),
        state,
        todayInAustralia(),
      )
    : null
