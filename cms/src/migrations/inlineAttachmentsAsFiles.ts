import type { Payload, PayloadRequest } from 'payload'

import type { OutboxFile } from '../payload-types.ts'

/** An Outbox attachment as it was kept before attachments were files: its bytes as base64 text. */
export type InlineAttachment = {
  id: string
  filename: string
  contentType: string | null
  contentBase64: string
}

/**
 * The attachments Outbox e-mails kept as text become files of their own (outbox-files), so they still open from
 * their e-mail once the text column is gone: each row and the file that now holds its bytes.
 */
export async function inlineAttachmentsAsFiles(
  payload: Payload,
  req: PayloadRequest,
  attachments: InlineAttachment[],
): Promise<{ rowId: string; fileId: OutboxFile['id'] }[]> {
  const kept = []
  for (const attachment of attachments) {
    const data = Buffer.from(attachment.contentBase64, 'base64')
    const file = await payload.create({
      collection: 'outbox-files',
      data: {},
      file: {
        data,
        mimetype: attachment.contentType ?? 'application/octet-stream',
        name: attachment.filename,
        size: data.byteLength,
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
    kept.push({ rowId: attachment.id, fileId: file.id })
  }
  return kept
}
