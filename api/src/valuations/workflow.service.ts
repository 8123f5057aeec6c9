import type { Payload } from 'payload'

import { checkRole, type User, type Valuation } from '@valuedesk/cms'

import { AppError } from '@valuedesk/domain'
import { asCaller, idOf } from '../http/caller.ts'

/**
 * A valuation the caller may see. A valuer asking for one outside their practice gets a 403 (staff may
 * know it exists); anyone else gets the same 404 as for an id that does not exist.
 */
export async function readValuation(
  payload: Payload,
  user: User | null,
  id: number | string,
  depth = 1,
): Promise<Valuation> {
  try {
    return await payload.findByID({ collection: 'valuations', id, ...asCaller(user, depth) })
  } catch (error) {
    if ((error as { status?: number }).status === 403) throw error
    if (checkRole(['valuer'], user)) {
      const exists = await payload
        .count({ collection: 'valuations', where: { id: { equals: id } } })
        .catch(() => ({ totalDocs: 0 }))
      if (exists.totalDocs > 0)
        throw AppError.forbidden('This valuation is not assigned to you or your practice.')
    }
    throw AppError.notFound(`No valuation ${id} of yours.`)
  }
}

/** The PDF of a valuation's finished report, if it has one. */
export async function reportFileIdOf(payload: Payload, valuationId: number | string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { equals: valuationId }, status: { equals: 'final' } },
    sort: '-completedAt',
    limit: 1,
    depth: 0,
    select: { pdf: true },
  })
  return docs[0]?.pdf ? idOf(docs[0].pdf) : null
}

/**
 * Changes a valuation as the caller: Payload's access decides who may, the workflow hook whether the change
 * is allowed (409).
 */
export const changeValuation = (
  payload: Payload,
  user: User | null,
  id: number | string,
  data: Partial<Valuation>,
  note?: string,
) =>
  payload.update({
    collection: 'valuations',
    id,
    data,
    ...asCaller(user, 1),
    context: note ? { statusNote: note } : {},
  })

/** Sends a valuation to a practice; a valuer from another practice is taken off it. */
export async function assignPractice(
  payload: Payload,
  user: User | null,
  valuation: Valuation,
  practiceId: number | string,
) {
  const practice = await payload
    .findByID({ collection: 'practices', id: practiceId, depth: 0 })
    .catch(() => AppError.throwValidation({ PracticeId: [`No practice ${practiceId}.`] }))
  const valuerId = valuation.valuer ? idOf(valuation.valuer) : null
  const stays = valuerId
    ? (
        await payload.count({
          collection: 'practice-valuers',
          where: { practice: { equals: practice.id }, valuer: { equals: valuerId } },
        })
      ).totalDocs > 0
    : false
  return changeValuation(payload, user, valuation.id, {
    practice: practice.id,
    ...(stays ? {} : { valuer: null }),
  })
}

/** Gives a valuation to a valuer of its practice (ValuerId as the practice's valuer list names them). */
export async function assignValuer(
  payload: Payload,
  user: User | null,
  valuation: Valuation,
  valuerId: number | string,
) {
  const record = await payload
    .findByID({ collection: 'practice-valuers', id: valuerId, depth: 0 })
    .catch(() => AppError.throwValidation({ ValuerId: [`No valuer ${valuerId} in any practice.`] }))
  if (record.active === false)
    throw AppError.validation({ ValuerId: ['This valuer is not taking new valuations.'] })
  const practiceId = valuation.practice ? idOf(valuation.practice) : null
  if (practiceId !== null && idOf(record.practice) !== practiceId)
    throw AppError.validation({
      ValuerId: ['This valuer is not in the valuation’s practice; send it to their practice first.'],
    })
  return changeValuation(
    payload,
    user,
    valuation.id,
    { valuer: idOf(record.valuer), practice: idOf(record.practice) },
    'Valuer assigned',
  )
}
