import type { TestServer } from './testServer.ts'

/**
 * The newest e-mail to an address in the Outbox (where e-mails go with no SendGrid configured), once every
 * queued job has run: its subject, its text, and the token of the link in it to `page` (confirm-email by
 * default), if there is one.
 */
export async function lastEmailTo(server: TestServer, address: string, page = 'confirm-email') {
  await server.runAllJobs()
  const { docs } = await server.payload.find({
    collection: 'outbox',
    where: { to: { equals: address } },
    sort: '-createdAt',
    limit: 1,
  })
  const text = docs[0]?.text ?? ''
  const link = new RegExp(`https?://\\S+/${page}\\?token=([^\\s&]+)`).exec(text)
  return { subject: docs[0]?.subject, text, token: link ? decodeURIComponent(link[1]!) : undefined }
}

/** How many e-mails an address has had, once every queued job has run. */
export async function emailsTo(server: TestServer, address: string) {
  await server.runAllJobs()
  return (await server.payload.count({ collection: 'outbox', where: { to: { equals: address } } })).totalDocs
}

/** The e-mails to an address whose subject says `subject`, once every queued job has run. */
export async function emailsAbout(server: TestServer, address: string, subject: string) {
  await server.runAllJobs()
  const { docs } = await server.payload.find({
    collection: 'outbox',
    where: { to: { equals: address }, subject: { contains: subject } },
  })
  return docs
}

type OutboxMail = { attachments?: { file?: number | { id: number } | null }[] | null }

/** The bytes of an Outbox e-mail's attachment (kept as a file of outbox-files), from disk or the bucket. */
export async function attachmentOf(server: TestServer, mail: OutboxMail | undefined, index = 0) {
  const { readStoredFile } = await import('../../cms/src/storage/storedFiles.ts')
  const attached = mail?.attachments?.[index]?.file
  if (!attached) throw new Error(`The e-mail has no attachment ${index + 1}`)
  const file = await server.payload.findByID({
    collection: 'outbox-files',
    id: typeof attached === 'object' ? attached.id : attached,
    depth: 0,
  })
  return readStoredFile(server.payload, 'outbox-files', file)
}
