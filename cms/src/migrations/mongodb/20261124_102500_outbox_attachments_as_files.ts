import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-mongodb'

import { inlineAttachmentsAsFiles } from '../inlineAttachmentsAsFiles.ts'

type StoredAttachment = {
  id?: string
  _id?: unknown
  filename: string
  contentType?: string | null
  size?: number | null
  contentBase64?: string | null
}

/** As on SQL: Outbox attachments kept as base64 text become files of outbox-files, opened from their e-mail. */
export async function up({ payload, req }: MigrateUpArgs): Promise<void> {
  // Read raw: the collection's schema no longer names the text.
  const outbox = payload.db.collections.outbox
  if (!outbox) return
  const mails = await outbox
    .find({ 'attachments.contentBase64': { $exists: true } })
    .lean<{ _id: unknown; attachments: StoredAttachment[] }[]>()
  for (const mail of mails) {
    const key = (attachment: StoredAttachment) => String(attachment.id ?? attachment._id)
    const kept = await inlineAttachmentsAsFiles(
      payload,
      req,
      mail.attachments
        .filter((attachment) => attachment.contentBase64)
        .map((attachment) => ({
          id: key(attachment),
          filename: attachment.filename,
          contentType: attachment.contentType ?? null,
          contentBase64: attachment.contentBase64!,
        })),
    )
    const fileOf = new Map(kept.map(({ rowId, fileId }) => [rowId, fileId]))
    await payload.update({
      collection: 'outbox',
      id: String(mail._id),
      data: {
        attachments: mail.attachments.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType ?? null,
          size: attachment.size ?? null,
          file: fileOf.get(key(attachment)) ?? null,
        })),
      },
      overrideAccess: true,
      depth: 0,
      req,
    })
  }
}

/** Nothing to undo: an older version reads the names; the bytes stay in DATA_DIR/outbox. */
export async function down(_args: MigrateDownArgs): Promise<void> {}
