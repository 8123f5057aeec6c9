import type { SendEmailOptions } from 'payload'

type AddressLike = SendEmailOptions['to'] | SendEmailOptions['from'] | SendEmailOptions['replyTo']

export function formatAddress(value: AddressLike): string {
  if (!value) return ''
  if (Array.isArray(value)) return value.map((item) => formatAddress(item)).join(', ')
  if (typeof value === 'string') return value
  return value.name ? `${value.name} <${value.address}>` : value.address
}

export type AttachmentBytes = { filename: string; contentType?: string; content: Buffer }

export function toAttachments(attachments: SendEmailOptions['attachments']): AttachmentBytes[] {
  return (attachments ?? []).map((attachment, index) => {
    const content = attachment.content
    return {
      filename: attachment.filename ? String(attachment.filename) : `attachment-${index + 1}`,
      contentType: attachment.contentType,
      content: Buffer.isBuffer(content) ? content : Buffer.from(typeof content === 'string' ? content : ''),
    }
  })
}
