import type { PayloadRequest } from 'payload'

import {
  AppError,
  statusOf,
  storedStatus,
  transitionProblem,
  valuationStatuses,
  type ValuationStatus,
} from '@valuedesk/domain'

import type { User, Valuation } from '../../payload-types.ts'
import { actorOf } from './actor.ts'
import { withHistory } from './history.ts'
import { finalReportOf } from './read.ts'
import { writeAs } from './transaction.ts'

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
