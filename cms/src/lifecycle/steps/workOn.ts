import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  idOf,
  idOrNull,
  licenceProblem,
  stateOf,
  statusOf,
  storedStatus,
  todayInAustralia,
  transitionProblem,
  valuationStatuses,
  type ValuationStatus,
} from '@valuedesk/domain'

import { valuerPracticeIds } from '../../access/memberships.ts'
import { checkRole } from '../../access/roles.ts'
import type { PracticeValuer, User, Valuation } from '../../payload-types.ts'
import { actorOf } from './actor.ts'
import { queueAssigned } from './emails.ts'
import { withHistory } from './history.ts'
import { finalReportOf, readValuation } from './read.ts'
import { inTransaction, lockRecord, writeAs } from './transaction.ts'

/** A valuer works on the valuations assigned to them and those of their practices; admins on all. */
export async function mayWorkOn(payload: Payload, user: User | null, valuation: Valuation) {
  if (!user || checkRole(['admin'], user)) return
  const practices = checkRole(['valuer'], user) ? await valuerPracticeIds(payload, user) : []
  const practice = idOrNull(valuation.practice)
  if (idOrNull(valuation.valuer) === user.id || (practice !== null && practices.includes(practice))) return
  throw AppError.forbidden('This valuation is not assigned to you or your practice.')
}

/** The valuation as it stands inside the verb's transaction, after the caller was shown to may work on it. */
export async function workOn(req: PayloadRequest, user: User | null, id: number | string) {
  const seen = await readValuation(req.payload, user, id, 0)
  await mayWorkOn(req.payload, user, seen)
  await lockRecord(req, 'valuations', seen.id)
  return req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
}

/** Why this actor cannot move this valuation to `to`, or null: the domain's workflow rule, with its facts. */
export const statusProblem = (
  user: User | null,
  valuation: Valuation,
  to: ValuationStatus,
  facts: { hasFinishedReport: boolean; note?: string | null },
) =>
  transitionProblem(statusOf(valuation), to, {
    actor: actorOf(user),
    hasValuer: Boolean(valuation.valuer),
    onHold: Boolean(valuation.hold?.since),
    ...facts,
  })

/** The one check of a status change: the domain's workflow, for this actor, with what the change needs. */
export async function checkTransition(
  req: PayloadRequest,
  user: User | null,
  valuation: Valuation,
  to: ValuationStatus,
  note?: string | null,
) {
  const hasFinishedReport =
    to === valuationStatuses.Completed && Boolean(await finalReportOf(req.payload, valuation.id, req))
  const problem = statusProblem(user, valuation, to, { hasFinishedReport, note })
  if (problem) throw AppError.conflict(problem)
}

/** Writes a status change with its history line (inside a verb's transaction, after checkTransition). */
export function writeStatus(
  req: PayloadRequest,
  valuation: Valuation,
  to: ValuationStatus,
  note: string | null,
) {
  const stored = storedStatus(to)
  return req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: {
      status: stored,
      ...(to === valuationStatuses.Deleted
        ? { deletedReason: note, hold: { since: null, reason: null } }
        : {}),
      history: withHistory(req, valuation, { to: stored, note }),
    },
    ...writeAs(req),
    depth: 1,
  })
}

/**
 * Move a valuation along the workflow: start (Pending → In progress) or send back (In progress → Pending).
 * Completing goes through `completeValuation`, which needs the report; deleting is `declineValuation`.
 */
export function moveValuation(
  payload: Payload,
  user: User | null,
  id: number | string,
  to: Exclude<ValuationStatus, typeof valuationStatuses.Completed | typeof valuationStatuses.Deleted>,
  note?: string | null,
): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    await checkTransition(req, user, valuation, to, note)
    if (statusOf(valuation) === to) return readValuation(payload, user, id)
    return writeStatus(req, valuation, to, note?.trim() || null)
  })
}

export const staffOnly = (user: User | null) => {
  if (!checkRole(['admin'], user)) throw AppError.forbidden('Only admins do that.')
}

/** Assign a practice: the valuation goes to it, and a valuer who is not in it is taken off. */
export function assignPractice(
  payload: Payload,
  user: User | null,
  id: number | string,
  practiceId: number | string,
): Promise<Valuation> {
  staffOnly(user)
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const practice = await req.payload
      .findByID({ collection: 'practices', id: practiceId, ...writeAs(req) })
      .catch(() => AppError.throwValidation({ PracticeId: [`No practice ${practiceId}.`] }))
    const valuerId = idOrNull(valuation.valuer)
    const stays =
      valuerId !== null &&
      (
        await req.payload.count({
          collection: 'practice-valuers',
          where: { practice: { equals: practice.id }, valuer: { equals: valuerId } },
          req,
        })
      ).totalDocs > 0
    if (idOrNull(valuation.practice) === practice.id && (stays || valuerId === null)) return valuation
    return req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        practice: practice.id,
        ...(stays ? {} : { valuer: null }),
        history: withHistory(req, valuation, {
          note: `Sent to ${practice.name}${valuerId !== null && !stays ? '; valuer unassigned' : ''}`,
        }),
      },
      ...writeAs(req),
      depth: 1,
    })
  })
}

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
