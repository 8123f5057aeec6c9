import type { Payload, PayloadRequest } from 'payload'

import { monthlyBillingGrantLabel, monthlyBillingHistoryLabel } from '@valuedesk/domain/firm/monthlyBilling'
import { formatAudCents, toCents } from '@valuedesk/domain/money'
import { formatMoment } from '@valuedesk/domain/order/dates'
import { personName } from '@valuedesk/domain/personName'
import { idOrNull } from '@valuedesk/domain/relations'

import { owedOnMonthlyBilling } from '../lifecycle/steps/monthlyBilling.ts'
import { grantOf } from '../lifecycle/steps/orderFirm.ts'

export type FirmMonthlyBillingView = {
  grant: string
  owing: string | null
  /** A firm set to one invoice a month without an account (from before accounts were granted). */
  note: string | null
  history: { key: string; at: string; when: string; who: string; what: string }[]
}

export async function firmMonthlyBillingView(
  payload: Payload,
  req: PayloadRequest,
  id: number | string,
): Promise<FirmMonthlyBillingView | null> {
  const firm = await payload
    .findByID({ collection: 'businesses', id, depth: 0, user: req.user, overrideAccess: false })
    .catch(() => undefined)
  if (!firm) return null
  const grant = grantOf(firm)
  const entries = firm.accountHistory ?? []
  const ids = [
    ...new Set([...entries.map((entry) => idOrNull(entry.by)), idOrNull(firm.accountGrantedBy ?? null)]),
  ].filter((by) => by !== null)
  const { docs: people } = await payload.find({
    collection: 'users',
    where: { id: { in: ids } },
    select: { firstName: true, lastName: true, email: true },
    depth: 0,
    limit: ids.length || 1,
    overrideAccess: true,
  })
  const nameOf = (by: unknown) => {
    const person = people.find((user) => user.id === idOrNull(by as never))
    return person ? personName(person) : 'ValueDesk'
  }
  const owing = grant ? await owedOnMonthlyBilling(payload, firm.id) : 0
  return {
    grant: monthlyBillingGrantLabel(grant, grant ? nameOf(firm.accountGrantedBy) : null),
    owing: grant
      ? `Owing on account now: ${formatAudCents(owing)} (ordered and not yet invoiced, plus invoiced and unpaid); ${formatAudCents(Math.max(0, grant.limitCents - owing))} left before orders are refused.`
      : null,
    note:
      !grant && firm.invoicing === 'per-month'
        ? 'This firm is set to one invoice a month but has no account: its orders are paid for first until an admin grants one.'
        : null,
    history: [...entries].reverse().map((entry, index) => ({
      key: entry.id ?? String(index),
      at: entry.at,
      when: formatMoment(entry.at),
      who: nameOf(entry.by),
      what: monthlyBillingHistoryLabel({
        action: entry.action,
        at: entry.at,
        limitCents: typeof entry.limit === 'number' ? toCents(entry.limit) : null,
      }),
    })),
  }
}
