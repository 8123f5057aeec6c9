import type { Request } from 'express'
import { isValidID, type Payload } from 'payload'

import type { User } from '@valuedesk/cms'

export const asCaller = (user: User | null, depth = 0) => ({ user, overrideAccess: false, depth }) as const

export const clientAddress = (req: Request) => req.ip ?? req.socket.remoteAddress ?? 'unknown'

export const callerOf = (req: Request, user: User | null) =>
  user ? `user:${user.id}` : `ip:${clientAddress(req)}`

/** The largest id of an SQL table (PostgreSQL's integer column; SQLite's is larger). */
const MAX_SQL_ID = 2_147_483_647

/** A query by an id that cannot exist fails on PostgreSQL rather than finding nothing. */
export function possibleId(payload: Payload, id: unknown): id is number | string {
  if (payload.db.defaultIDType === 'number') {
    const number =
      typeof id === 'number' ? id : typeof id === 'string' && /^\d{1,10}$/.test(id) ? Number(id) : Number.NaN
    return Number.isInteger(number) && number > 0 && number <= MAX_SQL_ID
  }
  return (typeof id === 'string' || typeof id === 'number') && isValidID(String(id), 'ObjectID')
}

export const toPage = <D, R>(
  result: { docs: D[]; page?: number; totalPages: number; totalDocs: number },
  map: (doc: D) => R,
) => ({
  Items: result.docs.map(map),
  Page: result.page ?? 1,
  TotalPages: result.totalPages,
  TotalItems: result.totalDocs,
})
