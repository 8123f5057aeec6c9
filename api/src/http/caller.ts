import type { User } from '@valuedesk/cms'

import { AppError } from './AppError.ts'

/** Local API options that make Payload apply the caller's access functions, as its REST API would. */
export const asCaller = (user: User | null, depth = 0) => ({ user, overrideAccess: false, depth }) as const

/**
 * For `.catch` on a read by id: a document the caller may not see is the same 404 as one that does
 * not exist (and an id the database cannot even parse). A refusal by role stays a 403.
 */
export const notFoundAs =
  (message: string) =>
  (error: { status?: number }): never => {
    if (error.status === 401 || error.status === 403) throw error
    throw AppError.notFound(message)
  }

export const idOf = <T extends number | string>(item: T | { id: T }): T => (typeof item === 'object' ? item.id : item)

/** Payload's page → the API's page envelope. */
export const toPage = <D, R>(result: { docs: D[]; page?: number; totalPages: number; totalDocs: number }, map: (doc: D) => R) => ({
  Items: result.docs.map(map),
  Page: result.page ?? 1,
  TotalPages: result.totalPages,
  TotalItems: result.totalDocs,
})
