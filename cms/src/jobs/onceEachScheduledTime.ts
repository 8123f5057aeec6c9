import type { TaskConfig } from 'payload'

type BeforeSchedule = NonNullable<
  NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

/**
 * A schedule's `beforeSchedule` hook: a scheduled job is queued only for a time still to come.
 *
 * Payload 3.90 records when it last looked at a schedule and queues the job for the next cron time
 * after that look. Looked at just before 12:15 (the 12:15 job already waiting), then again once that
 * job had run and been deleted, it queued a second job for 12:15, due at once: every scheduled job ran
 * twice (payloadcms/payload#18113, case 3; not fixed upstream). Here a time already past is not queued;
 * the look is still recorded, so the next one, seconds later, queues the next time. A time that passed
 * while no process was running is skipped, not caught up.
 */
export const onceEachScheduledTime: BeforeSchedule = async (args) => {
  const decision = await args.defaultBeforeSchedule(args)
  const at = decision.waitUntil ?? args.queueable.waitUntil
  return {
    ...decision,
    shouldSchedule: decision.shouldSchedule && at !== undefined && at.getTime() > Date.now(),
  }
}
