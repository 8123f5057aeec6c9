import type { z } from 'zod'

/** The spec's 400 body: field name → messages. "$" holds problems with the body as a whole. */
export type ModelState = Record<string, string[]>

type Issue = z.core.$ZodIssue

/**
 * A union of objects fails as a whole; the client is told what the nearest alternative lacks, by field (the
 * later alternative on a tie). A union of scalars (an id, number or text) keeps its own message.
 */
function nearestIssues(issue: Issue): Issue[] {
  if (issue.code !== 'invalid_union' || !issue.errors.length) return [issue]
  const nearest = issue.errors.reduce((best, branch) => (branch.length <= best.length ? branch : best))
  if (!nearest.length || nearest.some((inner) => !inner.path.length)) return [issue]
  return nearest.flatMap((inner) => nearestIssues({ ...inner, path: [...issue.path, ...inner.path] }))
}

export function toModelState(error: z.ZodError): ModelState {
  const state: ModelState = {}
  for (const issue of error.issues.flatMap(nearestIssues)) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '$'
    ;(state[key] ??= []).push(issue.message)
  }
  return state
}
