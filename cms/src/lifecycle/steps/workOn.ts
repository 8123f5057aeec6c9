import type { Payload, PayloadRequest } from 'payload'

import { AppError, idOrNull } from '@valuedesk/domain'

import { valuerPracticeIds } from '../../access/memberships.ts'
import { checkRole } from '../../access/roles.ts'
import type { User, Valuation } from '../../payload-types.ts'
import { readValuation } from './read.ts'
import { lockRecord, writeAs } from './transaction.ts'

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

export const staffOnly = (user: User | null) => {
  if (!checkRole(['admin'], user)) throw AppError.forbidden('Only admins do that.')
}
