import type { SendEmailOptions } from 'payload'

type AddressLike = SendEmailOptions['to'] | SendEmailOptions['from'] | SendEmailOptions['replyTo']

/** Turns nodemailer-style addresses (strings, objects, lists) into one readable line. */
export function formatAddress(value: AddressLike): string {
  if (!value) return ''
  if (Array.isArray(value)) return value.map((item) => formatAddress(item)).join(', ')
  if (typeof value === 'string') return value
  return value.name ? `${value.name} <${value.address}>` : value.address
}

export type StoredAttachment = { filename: string; contentType?: string; size: number; contentBase64: string }

export function toAttachments(attachments: SendEmailOptions['attachments']): StoredAttachment[] {
  return (attachments ?? []).map((attachment, index) => {
    const content = attachment.content
    const buffer = Buffer.isBuffer(content)
      ? content
      : Buffer.from(typeof content === 'string' ? content : '')
    return {
      filename: attachment.filename ? String(attachment.filename) : `attachment-${index + 1}`,
      contentType: attachment.contentType,
      size: buffer.byteLength,
      contentBase64: buffer.toString('base64'),
    }
  })
}
