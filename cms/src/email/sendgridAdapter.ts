import { Client } from '@sendgrid/client'
import sendgrid from '@sendgrid/mail'
import type { EmailAdapter, SendEmailOptions } from 'payload'

import { formatAddress, toAttachments } from './message.ts'

/** Sends through SendGrid when SENDGRID_API_KEY is set (to SendGrid's API, or to `apiUrl`: a local fake in tests). */
export const sendgridAdapter =
  (apiKey: string, from: { address: string; name: string }, apiUrl?: string): EmailAdapter =>
  () => {
    const client = new Client()
    client.setApiKey(apiKey)
    if (apiUrl) client.setDefaultRequest('baseUrl', apiUrl)
    sendgrid.setClient(client)
    return {
      name: 'sendgrid',
      defaultFromAddress: from.address,
      defaultFromName: from.name,
      sendEmail: async (message: SendEmailOptions) => {
        const [response] = await sendgrid.send({
          to: formatAddress(message.to),
          from: formatAddress(message.from) || { email: from.address, name: from.name },
          replyTo: formatAddress(message.replyTo) || undefined,
          subject: String(message.subject ?? ''),
          // SendGrid cannot refuse a repeat: a send cut off before marked sent goes again (sendOnce.ts).
          customArgs: message.messageId ? { messageId: message.messageId } : undefined,
          text: typeof message.text === 'string' ? message.text : ' ',
          html: typeof message.html === 'string' ? message.html : undefined,
          attachments: toAttachments(message.attachments).map((attachment) => ({
            filename: attachment.filename,
            type: attachment.contentType,
            content: attachment.content.toString('base64'),
            disposition: 'attachment',
          })),
        })
        return response
      },
    }
  }
