import type { z } from 'zod'

/** The spec's 400 body: field name → messages. "$" holds problems with the body as a whole. */
export type ModelState = Record<string, string[]>

export function toModelState(error: z.ZodError): ModelState {
  const state: ModelState = {}
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '$'
    ;(state[key] ??= []).push(issue.message)
  }
  return state
}
