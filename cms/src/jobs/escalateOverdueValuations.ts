import type { PayloadRequest } from 'payload'

import { openStatuses, personName, storedStatus, todayInAustralia, HOUR_MS } from '@valuedesk/domain'

import { overdueEmail } from '../email/templates.ts'
import { env } from '../env.ts'
import { queueEmail } from './sendEmail.ts'

/** Named by the day in Brisbane, so it repeats daily and never twice in a day. */
export async function escalateOverdueValuations(req: PayloadRequest, now: Date) {
  const day = todayInAustralia(now)
  const { docs } = await req.payload.find({
    collection: 'valuations',
    where: {
      status: { in: openStatuses.map(storedStatus) },
      dueAt: { less_than_equal: now.toISOString() },
      'hold.since': { exists: false },
    },
    depth: 1,
    limit: 100,
    req,
  })
  let escalated = 0
  for (const valuation of docs) {
    const valuer = valuation.valuer && typeof valuation.valuer === 'object' ? valuation.valuer : undefined
    const practice =
      valuation.practice && typeof valuation.practice === 'object' ? valuation.practice : undefined
    // By address: a valuer who manages their own practice gets one.
    const recipients = new Map([
      [valuer?.email ?? env.SUPPORT_EMAIL, 'valuer'],
      [practice?.email ?? env.SUPPORT_EMAIL, 'manager'],
    ])
    const content = overdueEmail({
      reference: valuation.reference,
      address: typeof valuation.snapshot === 'object' ? valuation.snapshot.address : 'the property',
      dueAt: valuation.dueAt!,
      hoursLate: Math.floor((now.getTime() - new Date(valuation.dueAt!).getTime()) / HOUR_MS),
      valuerName: valuer ? personName(valuer) : null,
      valuationUrl: `${env.SERVER_URL}/admin/collections/valuations/${valuation.id}`,
    })
    for (const [to, role] of recipients) {
      const messageId = `overdue-${valuation.id}-${day}-${role}`
      // Already claimed today (sent, or being sent): not queued again every quarter of an hour.
      const { totalDocs } = await req.payload.count({
        collection: 'email-claims',
        where: { messageId: { equals: messageId } },
        req,
      })
      if (totalDocs) continue
      await queueEmail(req.payload, { to, valuation: String(valuation.id), ...content, messageId }, req)
      escalated++
    }
  }
  return escalated
}
