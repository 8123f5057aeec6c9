import type { Payload } from 'payload'

import type { TaskSendEmail } from '../payload-types.ts'

/** An e-mail every retry of which failed: what it was, why it failed, and its job (to send it again). */
export type FailedEmail = {
  jobId: number | string
  to: string
  subject: string
  valuation: string | null
  error: string
  failedAt: string
}

/** The e-mails that failed for good, newest first: shown to admins, never reported as sent. */
export async function failedEmails(payload: Payload, limit = 50): Promise<FailedEmail[]> {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: { taskSlug: { equals: 'sendEmail' }, hasError: { equals: true } },
    sort: '-updatedAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((job) => {
    const input = job.input as TaskSendEmail['input']
    const error = job.error as { message?: string } | null | undefined
    return {
      jobId: job.id,
      to: input.to,
      subject: input.subject,
      valuation: input.valuation ?? null,
      error: error?.message ?? 'unknown error',
      failedAt: job.updatedAt,
    }
  })
}
