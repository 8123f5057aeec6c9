import type { Payload } from 'payload'

import { AppError, answerHoldProblem, holdAnswerNote, idOf } from '@valuedesk/domain'

import type { User, Valuation } from '../payload-types.ts'
import { actorOf } from './steps/actor.ts'
import { attachableFile } from './steps/attachableFile.ts'
import { queueHoldAnswered } from './steps/queueValuerEmails.ts'
import { withHistory } from './steps/history.ts'
import { readValuation } from './steps/read.ts'
import { inTransaction, lockRecord, writeAs } from './steps/transaction.ts'
import { isOnHold, resumeHeld } from './steps/resumeHeld.ts'

const answerSlot = (valuation: Valuation, index: number) =>
  `from-customer-${(valuation.files ?? []).filter((item) => item.slot.startsWith('from-customer-')).length + index + 1}`

/** Signed in, or through the link in the on-hold e-mail; a second answer finds it under way again (409). */
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
