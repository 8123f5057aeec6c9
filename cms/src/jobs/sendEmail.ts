import type { TaskConfig } from 'payload'

/**
 * Every e-mail goes out as a queued job: kept in the database first, sent by whichever process
 * claims it, retried on failure, so a crash between "saved" and "sent" loses nothing.
 */
export const sendEmailTask: TaskConfig<'sendEmail'> = {
  slug: 'sendEmail',
  label: 'Send an e-mail',
  retries: { attempts: 5, backoff: { type: 'exponential', delay: 10_000 } },
  inputSchema: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
    { name: 'html', type: 'textarea' },
    { name: 'attachments', type: 'json', admin: { description: '[{ filename, contentType, contentBase64 }]' } },
  ],
  handler: async ({ input, req }) => {
    const attachments = (input.attachments as { filename: string; contentType?: string; contentBase64: string }[] | null) ?? []
    await req.payload.sendEmail({
      to: input.to,
      replyTo: input.replyTo ?? undefined,
      subject: input.subject,
      text: input.text,
      html: input.html ?? undefined,
      attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
    })
    return { output: {} }
  },
}
