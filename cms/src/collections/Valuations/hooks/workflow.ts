import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { transitionProblem, type TransitionActor, type ValuationStatus } from '@valuedesk/domain'

import { checkRole } from '../../../access/roles.ts'
import type { Valuation } from '../../../payload-types.ts'

const idOf = (item: number | { id: number } | null | undefined) =>
  item && typeof item === 'object' ? item.id : (item ?? null)

/** A change with no signed-in user is the system's (a Stripe payment); otherwise the user's role decides. */
const actorOf = (user: Parameters<typeof checkRole>[1]): TransitionActor =>
  !user ? 'system' : checkRole(['admin'], user) ? 'admin' : 'valuer'

const assignmentNote = async (req: PayloadRequest, valuerId: number | null) => {
  if (!valuerId) return 'Valuer unassigned'
  const valuer = await req.payload
    .findByID({ collection: 'users', id: valuerId, depth: 0, req })
    .catch(() => undefined)
  return `Assigned to ${[valuer?.firstName, valuer?.lastName].filter(Boolean).join(' ') || valuer?.email || `user ${valuerId}`}`
}

/**
 * Every status change of a valuation passes here, from the API, /admin or a payment: the domain's
 * workflow decides whether it is allowed (a 409 with the reason when not), and the change is kept
 * in the history with who, when, from, to and why. Callers pass the reason as context.statusNote.
 */
export const followWorkflow: CollectionBeforeChangeHook<Valuation> = async ({
  data,
  originalDoc,
  req,
  operation,
}) => {
  if (operation !== 'update' || !originalDoc) return data
  const note = (req.context.statusNote as string | undefined) ?? data.deletedReason ?? null
  const statusChanges = data.status !== undefined && data.status !== originalDoc.status
  const valuerChanges = data.valuer !== undefined && idOf(data.valuer) !== idOf(originalDoc.valuer)
  if (!statusChanges && !valuerChanges) return data
  const history = [...(originalDoc.history ?? [])]
  const at = new Date().toISOString()
  if (valuerChanges)
    history.push({
      at,
      by: req.user?.id ?? null,
      from: originalDoc.status,
      to: originalDoc.status,
      note: await assignmentNote(req, idOf(data.valuer)),
    })
  if (!statusChanges) return { ...data, history }
  const from = Number(originalDoc.status) as ValuationStatus
  const to = Number(data.status) as ValuationStatus
  const hasFinishedReport =
    to === 50 &&
    (
      await req.payload.count({
        collection: 'reports',
        where: { valuation: { equals: originalDoc.id }, status: { equals: 'final' } },
        req,
      })
    ).totalDocs > 0
  const problem = transitionProblem(from, to, {
    actor: actorOf(req.user),
    hasValuer: Boolean(idOf(data.valuer ?? originalDoc.valuer)),
    hasFinishedReport,
    note,
  })
  if (problem) throw new APIError(problem, 409, undefined, true)
  history.push({ at, by: req.user?.id ?? null, from: originalDoc.status, to: data.status!, note })
  return { ...data, deletedReason: to === 40 ? note : data.deletedReason, history }
}
