import type { Payload, Where } from 'payload'

import type { TaskSendEmail } from '../payload-types.ts'

export type FailedEmail = {
  jobId: number | string
  to: string
  subject: string
  valuation: string | null
  error: string
  failedAt: string
}

export type FailedJob = {
  jobId: number | string
  task: string
  error: string
  failedAt: string
  tried: number
}

const SEND_EMAIL = 'sendEmail'

/** Failed for good: Payload sets hasError once a job's retries are spent, and never runs it again. */
const failed = (emails: boolean): Where => ({
  hasError: { equals: true },
  taskSlug: emails ? { equals: SEND_EMAIL } : { not_equals: SEND_EMAIL },
})

const errorOf = (error: unknown) => (error as { message?: string } | null)?.message ?? 'unknown error'

const findFailed = (payload: Payload, emails: boolean, limit: number) =>
  payload.find({
    collection: 'payload-jobs',
    where: failed(emails),
    sort: '-updatedAt',
    limit,
    depth: 0,
    overrideAccess: true,
  })

export const countFailedJobs = async (payload: Payload) => {
  const count = async (emails: boolean) =>
    (await payload.count({ collection: 'payload-jobs', where: failed(emails), overrideAccess: true }))
      .totalDocs
  return { emails: await count(true), jobs: await count(false) }
}

export async function failedEmails(payload: Payload, limit = 50): Promise<FailedEmail[]> {
  const { docs } = await findFailed(payload, true, limit)
  return docs.map((job) => {
    const input = job.input as TaskSendEmail['input']
    return {
      jobId: job.id,
      to: input.to,
      subject: input.subject,
      valuation: input.valuation ?? null,
      error: errorOf(job.error),
      failedAt: job.updatedAt,
    }
  })
}

export async function failedJobs(payload: Payload, limit = 50): Promise<FailedJob[]> {
  const { docs } = await findFailed(payload, false, limit)
  const labels = new Map(
    (payload.config.jobs.tasks ?? []).map((task) => [task.slug, task.label ?? task.slug]),
  )
  return docs.map((job) => ({
    jobId: job.id,
    task: (job.taskSlug && labels.get(job.taskSlug)) || job.taskSlug || 'A job',
    error: errorOf(job.error),
    failedAt: job.updatedAt,
    tried: job.totalTried ?? 0,
  }))
}
