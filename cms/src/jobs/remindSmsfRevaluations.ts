import { createHash } from 'node:crypto'
import type { PayloadRequest } from 'payload'

import {
  DEFAULT_REMINDER_LEAD_WEEKS,
  idOf,
  openStatuses,
  realEmail,
  reportStatus,
  smsfReminderDue,
  storedStatus,
  todayInAustralia,
  valuationStatuses,
} from '@valuedesk/domain'

import { smsfReminderEmail } from '../email/templates.ts'
import { env } from '../env.ts'
import type { Business, Contact, User, Valuation } from '../payload-types.ts'
import { queueEmail } from './sendEmail.ts'

const SMSF_REPORTING = 'smsf-reporting'

const related = <T extends object>(value: unknown): T | undefined =>
  value && typeof value === 'object' ? (value as T) : undefined

/** One property of one firm (or one customer of their own): each is reminded once a year, whoever ordered. */
const propertyKey = (valuation: Valuation) =>
  `${valuation.business ? `firm-${idOf(valuation.business)}` : `customer-${idOf(valuation.customer)}`}|${(
    valuation.searchAddress ?? String(idOf(valuation.snapshot))
  )
    .trim()
    .toLowerCase()}`

/** Named per property and 30 June, so it goes once a year however often and on however many processes. */
export async function remindSmsfRevaluations(req: PayloadRequest, now: Date): Promise<number> {
  const today = todayInAustralia(now)
  const { docs } = await req.payload.find({
    collection: 'valuations',
    where: {
      purpose: { equals: SMSF_REPORTING },
      status: { in: [...openStatuses, valuationStatuses.Completed].map(storedStatus) },
    },
    sort: 'createdAt',
    depth: 1,
    limit: 0,
    pagination: false,
    req,
  })
  const latest = new Map<string, Valuation>()
  for (const valuation of docs) latest.set(propertyKey(valuation), valuation)
  const delivered = [...latest.values()].filter(
    (valuation) => valuation.status === storedStatus(valuationStatuses.Completed),
  )
  const { docs: reports } = await req.payload.find({
    collection: 'reports',
    where: {
      valuation: { in: delivered.map((valuation) => valuation.id) },
      status: { equals: reportStatus.final },
    },
    depth: 0,
    limit: 0,
    pagination: false,
    select: { valuation: true, completedAt: true },
    req,
  })
  const completedOn = new Map(reports.map((report) => [String(idOf(report.valuation)), report.completedAt]))
  let reminded = 0
  for (const valuation of delivered) {
    const lastValueDate =
      valuation.retrospectiveDate ?? completedOn.get(String(valuation.id)) ?? valuation.updatedAt
    const firm = related<Business>(valuation.business)
    const due = smsfReminderDue(
      today,
      todayInAustralia(new Date(lastValueDate)),
      firm?.reminderLeadWeeks ?? DEFAULT_REMINDER_LEAD_WEEKS,
    )
    if (!due) continue
    const key = createHash('sha256').update(propertyKey(valuation)).digest('hex').slice(0, 24)
    const messageId = `smsf-reminder-${key}-${due.yearEnd}`
    // Already claimed (sent, or being sent): not queued again every run.
    const { totalDocs } = await req.payload.count({
      collection: 'email-claims',
      where: { messageId: { equals: messageId } },
      req,
    })
    if (totalDocs) continue
    const customer = related<User>(valuation.customer)
    const contact = related<Contact>(valuation.contact)
    const to = firm?.email || realEmail(customer?.email) || contact?.email
    if (!to) continue
    await queueEmail(
      req.payload,
      {
        to,
        valuation: String(valuation.id),
        messageId,
        ...smsfReminderEmail({
          firstName: firm?.email ? null : (customer?.firstName ?? contact?.firstName ?? null),
          address:
            valuation.searchAddress ||
            related<{ address: string }>(valuation.snapshot)?.address ||
            'your property',
          fundName: valuation.fund?.name ?? null,
          yearEnd: due.yearEnd,
          lastValueDate,
          reference: valuation.reference,
          reorderUrl: `${env.SERVER_URL}/valuation?reorder=${encodeURIComponent(String(valuation.id))}`,
        }),
      },
      req,
    )
    reminded++
  }
  return reminded
}
