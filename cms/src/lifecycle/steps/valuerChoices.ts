import type { Payload } from 'payload'

import { currentOn, idOf, idOrNull, openStatuses, storedStatus, todayInAustralia } from '@valuedesk/domain'

import type { User } from '../../payload-types.ts'
import { readValuation } from './read.ts'
import { lifecycleRequest } from './transaction.ts'
import { mayWorkOn, staffOnly } from './workOn.ts'
import { propertyState, valuerLicenceProblem, valuerName } from './valuerLicence.ts'

/** Those who can take it come first, the least loaded first; each says why not (the rule `assignValuer` applies). */
export async function valuerChoices(payload: Payload, user: User | null, id: number | string) {
  staffOnly(user)
  const valuation = await readValuation(payload, user, id, 0)
  await mayWorkOn(payload, user, valuation)
  const state = await propertyState(await lifecycleRequest(payload, user), valuation)
  const practice = idOrNull(valuation.practice)
  const { docs } = await payload.find({
    collection: 'practice-valuers',
    where: {
      and: [
        { active: { not_equals: false } },
        ...(practice === null ? [] : [{ practice: { equals: practice } }]),
      ],
    },
    depth: 1,
    pagination: false,
    overrideAccess: true,
  })
  const today = todayInAustralia()
  const choices = await Promise.all(
    docs.map(async (record) => {
      const open = await payload.find({
        collection: 'valuations',
        where: {
          valuer: { equals: idOf(record.valuer) },
          status: { in: openStatuses.map(storedStatus) },
        },
        sort: 'dueAt',
        limit: 1,
        depth: 0,
        overrideAccess: true,
      })
      return {
        ValuerId: record.id,
        Name: valuerName(record),
        LicensedIn: [
          ...new Set(
            (record.licences ?? [])
              .filter((licence) => currentOn({ ...licence, expiresOn: licence.expiresOn ?? null }, today))
              .map((licence) => licence.state),
          ),
        ].sort(),
        OpenValuations: open.totalDocs,
        NextDueAt: open.docs[0]?.dueAt ?? null,
        Assigned: idOrNull(valuation.valuer) === idOf(record.valuer),
        Problem: valuerLicenceProblem(record, state),
      }
    }),
  )
  return choices.sort(
    (a, b) =>
      Number(Boolean(a.Problem)) - Number(Boolean(b.Problem)) ||
      a.OpenValuations - b.OpenValuations ||
      a.Name.localeCompare(b.Name),
  )
}
