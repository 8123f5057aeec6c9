import type { TransitionActor } from './transitions.ts'
import { isOpen, openStatuses, statusLabel, type ValuationStatus } from './status.ts'

export type Hold = { since: Date | string; reason: string }

export function holdProblem(
  status: ValuationStatus,
  onHold: boolean,
  actor: TransitionActor,
  reason: string | null | undefined,
): string | null {
  if (actor === 'customer') return 'Only our staff put a valuation on hold.'
  if (onHold) return 'This valuation is already on hold.'
  if (!isOpen(status))
    return `Only a valuation being worked on (${openStatuses.map(statusLabel).join(' or ')}) can go on hold.`
  return reason?.trim() ? null : 'Say why the valuation is on hold; the customer is told.'
}

export function resumeProblem(onHold: boolean, actor: TransitionActor): string | null {
  if (actor === 'customer') return 'Only our staff resume a valuation.'
  return onHold ? null : 'This valuation is not on hold.'
}

/** Time on hold does not count against the promise. */
export function dueAfterHold(
  dueAt: Date | string | null | undefined,
  since: Date | string,
  now = new Date(),
): Date | null {
  if (!dueAt) return null
  const waited = Math.max(0, now.getTime() - new Date(since).getTime())
  return new Date(new Date(dueAt).getTime() + waited)
}

export const MAX_HOLD_ANSWER_FILES = 10

/** Staff resume; a second answer finds it under way again. */
export function answerHoldProblem(onHold: boolean, actor: TransitionActor): string | null {
  if (actor !== 'customer') return 'Only the customer answers a hold; staff resume the valuation instead.'
  return onHold
    ? null
    : 'This valuation is not waiting on you: the question has already been answered, or the valuer has carried on. Nothing more is needed.'
}

export const holdAnswerNote = (answer: string, fileCount: number): string =>
  [
    'The customer answered',
    fileCount ? ` (${fileCount} file${fileCount > 1 ? 's' : ''} attached, in Working files)` : '',
    answer.trim() ? `: ${answer.trim()}` : '',
  ].join('')

export const isHoldAnswerNote = (note: string | null | undefined): boolean =>
  Boolean(note?.startsWith('The customer answered'))
