import type { Payload } from 'payload'

import { AppError, idOf, idOrNull, statusOf, valuationStatuses } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { queueAssigned } from './steps/queueValuerEmails.ts'
import { withHistory } from './steps/history.ts'
import { inTransaction, writeAs } from './steps/transaction.ts'
import { propertyState, valuerLicenceProblem, valuerName } from './steps/valuerLicence.ts'
import { staffOnly, workOn } from './steps/workOn.ts'

/** Assign a valuer of a practice (by their place in the practice's valuer list) to a valuation. */
export function assignValuer(
  payload: Payload,
  user: User | null,
  id: number | string,
  practiceValuerId: number | string,
): Promise<Valuation> {
  staffOnly(user)
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const record = await req.payload
      .findByID({ collection: 'practice-valuers', id: practiceValuerId, ...writeAs(req), depth: 1 })
      .catch(() => AppError.throwValidation({ ValuerId: [`No valuer ${practiceValuerId} in any practice.`] }))
    if (record.active === false)
      throw AppError.validation({ ValuerId: ['This valuer is not taking new valuations.'] })
    const practiceId = idOrNull(valuation.practice)
    if (practiceId !== null && idOf(record.practice) !== practiceId)
      throw AppError.validation({
        ValuerId: ['This valuer is not in the valuation’s practice; send it to their practice first.'],
      })
    if (statusOf(valuation) >= valuationStatuses.Deleted)
      throw AppError.conflict('This valuation is finished; its valuer can no longer change.')
    const valuer = typeof record.valuer === 'object' ? record.valuer : undefined
    const name = valuerName(record)
    // Licensed in the property's state, and not expired, today (a property whose state is unknown is caught
    // when the report is checked: its state must be corrected first).
    const unlicensed = valuerLicenceProblem(record, await propertyState(req, valuation))
    if (unlicensed) throw AppError.validation({ ValuerId: [unlicensed] })
    const updated = await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        valuer: idOf(record.valuer),
        practice: idOf(record.practice),
        history: withHistory(req, valuation, { note: `Assigned to ${name}` }),
      },
      ...writeAs(req),
      depth: 1,
    })
    if (idOrNull(valuation.valuer) !== idOf(record.valuer) && valuer?.email)
      await queueAssigned(req, updated, { email: valuer.email, firstName: valuer.firstName ?? null })
    return updated
  })
}
