import type { TaskConfig } from 'payload'

type BeforeSchedule = NonNullable<
  NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']
>

/** Payload 3.90 queues a past cron time again, so jobs ran twice (payloadcms/payload#18113). */
export const onceEachScheduledTime: BeforeSchedule = async (args) => {
  const decision = await args.defaultBeforeSchedule(args)
  const at = decision.waitUntil ?? args.queueable.waitUntil
  return {
    ...decision,
    shouldSchedule: decision.shouldSchedule && at !== undefined && at.getTime() > Date.now(),
  }
}
