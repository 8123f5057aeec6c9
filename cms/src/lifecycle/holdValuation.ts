import type { Payload, PayloadRequest } from 'payload'

import {
  AppError,
  answerHoldProblem,
  dueAfterHold,
  holdAnswerNote,
  holdProblem,
  idOf,
  resumeProblem,
  statusOf,
} from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { actorOf } from './steps/actor.ts'
import { attachableFile } from './attachFiles.ts'
import { queueHoldAnswered, queueOnHold, queueResumed } from './steps/emails.ts'
import { withHistory } from './steps/history.ts'
import { readValuation } from './steps/read.ts'
import { inTransaction, lockRecord, writeAs } from './steps/transaction.ts'
import { workOn } from './steps/workOn.ts'

/**
 * Put a valuation on hold (the valuer or an admin): it waits on something outside the valuer's hands, the
 * customer is told why (with the link where they answer), and nothing moves it on until it is resumed
 * (declining still can).
 */
export function holdValuation(
  payload: Payload,
  user: User,
  id: number | string,
  reason: string,
): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const problem = holdProblem(statusOf(valuation), Boolean(valuation.hold?.since), actorOf(user), reason)
    if (problem) throw AppError.conflict(problem)
    const held = await req.payload.update({
      collection: 'valuations',
      id: valuation.id,
      data: {
        hold: { since: new Date().toISOString(), reason: reason.trim() },
        history: withHistory(req, valuation, { note: `On hold: ${reason.trim()}` }),
      },
      ...writeAs(req),
      depth: 1,
    })
    await queueOnHold(req, held)
    return held
  })
}

/**
 * The one way a valuation on hold resumes (staff's Resume, or the customer's answer): the time it waited is
 * added to its due time (the promise counts the valuer's time, not the customer's), the due-soon reminder may
 * go again, and the customer is told the new due time. `changes` are written with it, in the same update.
 */
async function resumeHeld(
  req: PayloadRequest,
  valuation: Valuation & { hold: { since: string } },
  changes: { history: NonNullable<Valuation['history']>; files?: Valuation['files'] },
): Promise<Valuation> {
  const dueAt = dueAfterHold(valuation.dueAt, valuation.hold.since)?.toISOString() ?? null
  const resumed = await req.payload.update({
    collection: 'valuations',
    id: valuation.id,
    data: {
      ...changes,
      hold: { since: null, reason: null },
      dueAt,
      reminderSentAt: null,
      history: withHistory(
        req,
        { ...valuation, history: changes.history },
        { note: 'Resumed; the time on hold is added to the due time' },
      ),
    },
    ...writeAs(req),
    depth: 1,
  })
  await queueResumed(req, resumed)
  return resumed
}

const isOnHold = (valuation: Valuation): valuation is Valuation & { hold: { since: string } } =>
  Boolean(valuation.hold?.since)

/** Resume a valuation on hold (its valuer or an admin): see `resumeHeld`. */
export function resumeValuation(payload: Payload, user: User, id: number | string): Promise<Valuation> {
  return inTransaction(payload, user, async (req) => {
    const valuation = await workOn(req, user, id)
    const problem = resumeProblem(isOnHold(valuation), actorOf(user))
    if (problem || !isOnHold(valuation)) throw AppError.conflict(problem ?? 'This valuation is not on hold.')
    return resumeHeld(req, valuation, { history: valuation.history ?? [] })
  })
}

/** Where the customer's files for an answer go: Working files, after any they sent before. */
const answerSlot = (valuation: Valuation, index: number) =>
  `from-customer-${(valuation.files ?? []).filter((item) => item.slot.startsWith('from-customer-')).length + index + 1}`

/**
 * The customer answers a valuation on hold (signed in, or through the link in the on-hold e-mail): their words
 * go in its history as they wrote them, the files they uploaded are attached for the valuer (Working files),
 * and it resumes with the time that was left; the valuer is told, the customer gets the resumed e-mail. Only
 * the customer's own valuation, while it is on hold: a second answer finds it under way again (409).
 */
export async function answerHold(
  payload: Payload,
  user: User,
  id: number | string,
  input: { answer: string; fileIds: readonly (number | string)[] },
): Promise<Valuation> {
  const seen = await readValuation(payload, user, id, 0)
  const early = answerHoldProblem(isOnHold(seen), actorOf(user))
  if (early) throw actorOf(user) === 'customer' ? AppError.conflict(early) : AppError.forbidden(early)
  const fileIds: number[] = []
  for (const [index, fileId] of input.fileIds.entries()) {
    const file = await attachableFile(payload, user, fileId, 'files', `FileIds.${index}`)
    if (!fileIds.includes(file.id)) fileIds.push(file.id)
  }
  const answer = input.answer.trim()
  return inTransaction(payload, user, async (req) => {
    await lockRecord(req, 'valuations', seen.id)
    const valuation = await req.payload.findByID({ collection: 'valuations', id: seen.id, ...writeAs(req) })
    // Answered meanwhile (the same form sent twice): the first answer stands.
    const problem = answerHoldProblem(isOnHold(valuation), actorOf(user))
    if (problem || !isOnHold(valuation)) throw AppError.conflict(problem ?? 'This valuation is not on hold.')
    const reason = valuation.hold.reason ?? ''
    const files = [
      ...(valuation.files ?? []).map((item) => ({ slot: item.slot, file: idOf(item.file) })),
      ...fileIds.map((file, index) => ({ slot: answerSlot(valuation, index), file })),
    ]
    const resumed = await resumeHeld(req, valuation, {
      files,
      history: withHistory(req, valuation, { note: holdAnswerNote(answer, fileIds.length) }),
    })
    await queueHoldAnswered(req, resumed, { reason, answer, fileCount: fileIds.length })
    return resumed
  })
}
