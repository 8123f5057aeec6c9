import type { TaskConfig } from 'payload'

import { issueMonthlyInvoices } from '../lifecycle/issueMonthlyInvoices.ts'
import { onceEachScheduledTime } from './onceEachScheduledTime.ts'

/** Hourly rather than on the 1st: a schedule's time is the process's clock, not Brisbane's. */
export const issueMonthlyInvoicesTask: TaskConfig<'issueMonthlyInvoices'> = {
  slug: 'issueMonthlyInvoices',
  label: 'Issue the monthly invoices of firms invoiced per month',
  schedule: [{ cron: '0 5 * * * *', queue: 'default', hooks: { beforeSchedule: onceEachScheduledTime } }],
  retries: 2,
  handler: async ({ req }) => {
    const issued = await issueMonthlyInvoices(req.payload, new Date())
    return { output: { issued: issued.length } }
  },
}
