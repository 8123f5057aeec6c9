import { randomUUID } from 'node:crypto'
import type { Payload, PayloadRequest, TaskConfig } from 'payload'

import { recordEmailOutcome } from '../lifecycle/recordEmailOutcome.ts'
import { readStoredFile } from '../storage/storedFiles.ts'
import { sendOnce } from './sendOnce.ts'

/** Tries of an e-mail before it is failed (listed on the admin dashboard, for an admin to send again). */
export const SEND_ATTEMPTS = 5

function reasonOf(error: unknown): string {
  const { message, code, response } = error as {
    message?: string
    code?: number | string
    response?: { body?: { errors?: { message?: string }[] } }
  }
  const said = response?.body?.errors
    ?.map((item) => item.message)
    .filter(Boolean)
    .join('; ')
  return [code && `${code}`, message, said && `(${said})`].filter(Boolean).join(' ') || 'unknown error'
}

/** An attachment is its bytes, or a stored file read when the e-mail goes (large PDFs stay out of the queue). */
type Attachment = { filename: string; contentType?: string } & (
  { contentBase64: string } | { fileId: number }
)

async function withContent(payload: Payload, attachment: Attachment) {
  if ('contentBase64' in attachment) return attachment
  const file = await payload.findByID({ collection: 'files', id: attachment.fileId, depth: 0 })
  const content = await readStoredFile(payload, 'files', file)
  return {
    filename: attachment.filename,
    contentType: attachment.contentType,
    contentBase64: content.toString('base64'),
  }
}

/** Kept in the database first, so a crash between "saved" and "sent" loses nothing. */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send an e-mail',
  retries: { attempts: SEND_ATTEMPTS, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    {
      name: 'messageId',
      type: 'text',
      admin: {
        description:
          'Names the message: jobs queued again for the same message (a retry after a crash) send it once. Default: one per job.',
      },
    },
    { name: 'valuation', type: 'text' },
    { name: 'report', type: 'text' },
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    {
      name: 'attachments',
      type: 'json',
      admin: {
        description:
          '[{ filename, contentType, contentBase64 }] or [{ filename, contentType, fileId }] for a stored file',
      },
    },
  ],
  handler: async ({ input, job, req }) => {
    // However often a job runs, or the same message is queued, each message id is sent once.
    const messageId = `<${input.messageId ?? `job-${job.id}-${Date.parse(job.createdAt)}`}@valuedesk>`
    const about = input.valuation
      ? { valuation: input.valuation, report: input.report, to: input.to, subject: input.subject }
      : undefined
    try {
      const sentNow = await sendOnce(req.payload, messageId, async () => {
        const attachments = await Promise.all(
          ((input.attachments as Attachment[] | null) ?? []).map((attachment) =>
            withContent(req.payload, attachment),
          ),
        )
        await req.payload.sendEmail({
          messageId,
          to: input.to,
          replyTo: input.replyTo ?? undefined,
          subject: input.subject,
          text: input.text,
          html: input.html ?? undefined,
          attachments: attachments.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.contentBase64, 'base64'),
          })),
        })
      })
      // A report's e-mail found sent by an earlier run (cut off before it recorded that) is recorded now.
      if (about && (sentNow || about.report)) await recordEmailOutcome(req.payload, about, { sent: true })
    } catch (error) {
      // The last try: the message stays, failed, for an admin to send again (lifecycle/retryEmail.ts).
      if (about && (job.totalTried ?? 0) >= SEND_ATTEMPTS)
        await recordEmailOutcome(req.payload, about, { sent: false, reason: reasonOf(error) })
      throw error
    }
    return { output: {} }
  },
}

export type EmailMessage = {
  valuation?: string
  report?: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html?: string
  attachments?: Attachment[]
}

/** The message id names it for good, so it is sent once however often the job runs. */
export const queueEmail = (
  payload: Payload,
  message: EmailMessage & { messageId?: string },
  req?: PayloadRequest,
) =>
  payload.jobs.queue({
    task: 'sendEmail',
    input: { ...message, messageId: message.messageId ?? randomUUID() },
    req,
  })
