import type { TaskConfig } from 'payload'

import {
  hoursLeft,
  openStatuses,
  REMINDER_HOURS_BEFORE_DUE,
  storedStatus,
  todayInAustralia,
  HOUR_MS,
} from '@valuedesk/domain'

import { dueSoonEmail } from '../email/templates.ts'
import { env } from '../env.ts'
import { escalateOverdueValuations } from './escalateOverdueValuations.ts'
import { onceEachScheduledTime } from './onceEachScheduledTime.ts'
import { queueEmail } from './sendEmail.ts'
import { remindSmsfRevaluations } from './remindSmsfRevaluations.ts'

/** The Brisbane day this process last sent SMSF reminders: they are a daily task, looked for on the day's first run. */
let smsfRemindedOn: string | undefined

/** The SMSF re-valuation reminders, once a day per process (each reminder is once a year, on any process). */
async function remindSmsfDaily(req: Parameters<typeof remindSmsfRevaluations>[0], now: Date) {
  const today = todayInAustralia(now)
  if (smsfRemindedOn === today) return 0
  const reminded = await remindSmsfRevaluations(req, now)
  smsfRemindedOn = today
  return reminded
}

/** So the 72-hour promise is not missed quietly. */
export const remindDueValuationsTask: TaskConfig<'remindDueValuations'> = {
  slug: 'remindDueValuations',
  label: 'Remind valuers of valuations due soon; escalate overdue ones daily',
  schedule: [{ cron: '0 */15 * * * *', queue: 'default', hooks: { beforeSchedule: onceEachScheduledTime } }],
  retries: 2,
  handler: async ({ req }) => {
    const now = new Date()
    const soon = new Date(now.getTime() + REMINDER_HOURS_BEFORE_DUE * HOUR_MS).toISOString()
    const { docs } = await req.payload.find({
      collection: 'valuations',
      where: {
        status: { in: openStatuses.map(storedStatus) },
        // Due within the window and not yet past it: "due soon" is no news about a valuation already overdue.
        dueAt: { greater_than: now.toISOString(), less_than_equal: soon },
        reminderSentAt: { exists: false },
        // On hold, the clock stands still; resuming moves the due time on and the reminder with it.
        'hold.since': { exists: false },
      },
      depth: 1,
      limit: 100,
      req,
    })
    for (const valuation of docs) {
      const valuer = valuation.valuer && typeof valuation.valuer === 'object' ? valuation.valuer : undefined
      const address = typeof valuation.snapshot === 'object' ? valuation.snapshot.address : 'the property'
      const content = dueSoonEmail({
        reference: valuation.reference,
        address,
        dueAt: valuation.dueAt!,
        hoursLeft: hoursLeft(valuation.dueAt!, now),
        valuationUrl: `${env.SERVER_URL}/admin/collections/valuations/${valuation.id}`,
      })
      // Named per valuation and recipient: a reminder run twice (scheduled by two processes at once) sends it once.
      for (const to of new Set([valuer?.email ?? env.SUPPORT_EMAIL, env.SUPPORT_EMAIL]))
        await queueEmail(
          req.payload,
          {
            to,
            valuation: String(valuation.id),
            ...content,
            messageId: `due-soon-${valuation.id}-${to === env.SUPPORT_EMAIL ? 'support' : 'valuer'}`,
          },
          req,
        )
      await req.payload.update({
        collection: 'valuations',
        id: valuation.id,
        data: { reminderSentAt: new Date().toISOString() },
        depth: 0,
        req,
      })
    }
    return {
      output: {
        reminded: docs.length,
        escalated: await escalateOverdueValuations(req, now),
        smsfReminded: await remindSmsfDaily(req, now),
      },
    }
  },
}
