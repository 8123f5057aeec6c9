import sendgrid from '@sendgrid/mail'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { formatAddress, toAttachments } from './message.ts'

/** Sends through SendGrid when SENDGRID_API_KEY is set. */
export const sendgridAdapter =
  (apiKey: string, from: { address: string; name: string }): EmailAdapter =>
  () => {
    sendgrid.setApiKey(apiKey)
    return {
      name: 'sendgrid',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message: SendEmailOptions) => {
        const [response] = await sendgrid.send({
          to: formatAddress(message.to),
          from: formatAddress(message.from) || { email: from.address, name: from.name },
          subject: String(message.subject ?? ''),
          // SendGrid cannot refuse a repeat: a job cut off between SendGrid's answer and being marked done sends again.
          customArgs: message.messageId ? { messageId: message.messageId } : undefined,
          text: typeof message.text === 'string' ? message.text : ' ',
          html: typeof message.html === 'string' ? message.html : undefined,
          attachments: toAttachments(message.attachments).map((attachment) => ({
            filename: attachment.filename,
            type: attachment.contentType,
            content: attachment.contentBase64,
            disposition: 'attachment',
          })),
        })
        return response
      },
    }
  }
