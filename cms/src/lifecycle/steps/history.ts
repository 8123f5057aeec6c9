import type { PayloadRequest } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import type { Valuation } from '../../payload-types.ts'

type Entry = NonNullable<Valuation['history']>[number]

/** The valuation's history with one more line: who, when, from which status to which, and why. */
export const withHistory = (
  req: PayloadRequest,
  valuation: Valuation,
  change: { to?: Valuation['status']; note: string | null },
): Entry[] => [
  ...(valuation.history ?? []).map((entry) => ({ ...entry, by: idOrNull(entry.by) })),
  {
    at: new Date().toISOString(),
    by: req.user?.id ?? null,
    from: valuation.status,
    to: change.to ?? valuation.status,
    note: change.note,
  },
]
