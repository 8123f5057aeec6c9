import { randomBytes } from 'node:crypto'
import type { EmailAdapter, Payload, SendEmailOptions } from 'payload'

import { formatAddress, toAttachments, type AttachmentBytes } from './message.ts'

/** Payload's renaming reads, then writes, and parallel jobs collide on the unique filename. */
const storedName = (filename: string) => {
  const dot = filename.lastIndexOf('.')
  const tag = randomBytes(4).toString('hex')
  return dot > 0 ? `${filename.slice(0, dot)}-${tag}${filename.slice(dot)}` : `${filename}-${tag}`
}

/** Each attachment kept as a file of its own (outbox-files), which an admin opens from the e-mail. */
const storeAttachments = (payload: Payload, attachments: AttachmentBytes[]) =>
  Promise.all(
    attachments.map(async (attachment) => {
      const file = await payload.create({
        collection: 'outbox-files',
        overrideAccess: true,
        depth: 0,
        data: {},
        file: {
          data: attachment.content,
          mimetype: attachment.contentType ?? 'application/octet-stream',
          name: storedName(attachment.filename),
          size: attachment.content.byteLength,
        },
      })
      return {
        filename: attachment.filename,
        contentType: attachment.contentType,
        size: attachment.content.byteLength,
        file: file.id,
      }
    }),
  )

/** The embedded default: e-mails are kept in the Outbox collection and logged, never sent. */
export const outboxAdapter =
  (from: { address: string; name: string }): EmailAdapter =>
  ({ payload }) => ({
    name: 'outbox',
    defaultFromAddress: from.address,
    defaultFromName: from.name,
    sendEmail: async (message: SendEmailOptions) => {
      const to = formatAddress(message.to)
      const messageId = message.messageId || undefined
      if (messageId) {
        // Kept already by a run cut off before it marked the message sent (jobs/sendOnce.ts): nothing to send.
        const kept = await payload.db.findOne({
          collection: 'outbox',
          where: { messageId: { equals: messageId } },
        })
        if (kept) return kept
      }
      const doc = await payload.create({
        collection: 'outbox',
        overrideAccess: true,
        data: {
          messageId,
          to,
          from: formatAddress(message.from) || `${from.name} <${from.address}>`,
          replyTo: formatAddress(message.replyTo) || undefined,
          subject: String(message.subject ?? ''),
          text: typeof message.text === 'string' ? message.text : undefined,
          html: typeof message.html === 'string' ? message.html : undefined,
          attachments: await storeAttachments(payload, toAttachments(message.attachments)),
        },
      })
      payload.logger.info({
        msg: `E-mail kept in the Outbox (no SENDGRID_API_KEY): "${message.subject}" to ${to}`,
        outboxId: doc.id,
      })
      return doc
    },
  })
