import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PRINT_LONG_SIDE } from '../../cms/src/documents/reportPdf/printPhotos.ts'
import { attachmentOf } from '../support/outbox.ts'
import { pdfImages, pdfText } from '../support/pdfFacts.ts'
import { phonePhoto } from '../support/phonePhotos.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * With no SendGrid key, a report e-mail with photos once did not fit the Outbox and was dropped while the report
 * read "sent": now its PDF is a file of the Outbox e-mail.
 */
let server: TestServer
let setup: Awaited<ReturnType<typeof reportToComplete>>

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  const photos = await Promise.all(
    Array.from({ length: 12 }, (_, index) => phonePhoto(index, index === 5 ? 'webp' : 'jpeg')),
  )
  setup = await reportToComplete(server, photos)
}, 240_000)
afterAll(() => server?.close())

const report = () => setup.report()
const orderView = () => setup.orderView()
const historyNotes = () => setup.historyNotes()
const reportMail = async () =>
  (
    await server.payload.find({
      collection: 'outbox',
      where: { subject: { contains: 'Your valuation report' } },
      depth: 0,
    })
  ).docs[0]

describe('the report e-mail in the default setup (Outbox)', () => {
  it('when the valuer completes the report, then it is queued, and neither the admin nor the customer is told it was sent', async () => {
    const completed = await setup.complete()
    expect(completed.status, await completed.clone().text()).toBe(200)
    expect((await report()).delivery).toMatchObject({ state: 'queued', to: 'maria@example.com' })
    expect((await orderView()).ReportDelivery).toBe('queued')
    expect((await historyNotes()).join('\n')).not.toMatch(/\bsent\b|delivered/)
  }, 120_000)

  it('when its job runs, then the Outbox holds it with the PDF as a file, the very bytes stored for the customer', async () => {
    await server.runAllJobs()
    const mail = await reportMail()
    expect(mail).toMatchObject({ to: 'maria@example.com' })
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ contentType: 'application/pdf', filename: expect.stringMatching(/\.pdf$/) }),
    ])
    const { readStoredFile } = await import('../../cms/src/storage/storedFiles.ts')
    const stored = await readStoredFile(
      server.payload,
      'files',
      await server.payload.findByID({ collection: 'files', id: (await report()).pdf as number }),
    )
    const attached = await attachmentOf(server, mail)
    expect(attached.equals(stored)).toBe(true)
    expect(mail!.attachments![0]!.size).toBe(stored.length)
  })

  it('when the PDF is opened, then it is under 5 MB and shows all 12 photos, scaled for print, each with its caption', async () => {
    const pdf = await attachmentOf(server, await reportMail())
    expect(pdf.length).toBeLessThan(5_000_000)
    const photos = pdfImages(pdf).filter((image) => image.width === PRINT_LONG_SIDE)
    expect(photos).toHaveLength(12)
    expect(new Set(photos.map((photo) => photo.encoding))).toEqual(new Set(['jpeg']))
    const text = pdfText(pdf)
    for (const caption of ['Front', 'Street view', 'Living room', 'Bedroom 2', 'Backyard'])
      expect(text).toContain(caption)
  })

  it('when the e-mail is kept, then the report reads sent, the customer’s order says e-mailed, and the history says to whom', async () => {
    expect((await report()).delivery).toMatchObject({ state: 'sent', to: 'maria@example.com', error: null })
    expect((await orderView()).ReportDelivery).toBe('sent')
    expect(await historyNotes()).toContainEqual(
      expect.stringMatching(/^E-mail “Your valuation report.*” delivered to maria@example\.com$/),
    )
  })

  it('when an admin opens the Outbox e-mail, then its attachment downloads from it; a valuer cannot open either', async () => {
    const mail = await reportMail()
    const asAdmin = await (
      await server.api(`/cms-api/outbox/${mail!.id}?depth=1`, { token: setup.admin })
    ).json()
    const fileUrl = new URL(asAdmin.attachments[0].file.url).pathname
    const download = await server.api(fileUrl, { token: setup.admin })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment')
    expect(Buffer.from(await download.arrayBuffer()).equals(await attachmentOf(server, mail))).toBe(true)
    expect((await server.api(`/cms-api/outbox/${mail!.id}`, { token: setup.valuer })).status).toBe(403)
    expect((await server.api(fileUrl, { token: setup.valuer })).status).toBe(403)
  })
})
