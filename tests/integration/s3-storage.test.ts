import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeS3 } from '../support/fakeS3.ts'
import { fillReport } from '../support/fillReport.ts'
import { licensedJane } from '../support/licensedValuer.ts'
import { attachmentOf } from '../support/outbox.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let s3: Awaited<ReturnType<typeof startFakeS3>>
let server: TestServer
let admin: string
let valuer: string
let otherCustomer: string
let order: Awaited<ReturnType<typeof paidOrder>>

beforeAll(async () => {
  s3 = await startFakeS3()
  Object.assign(process.env, s3.env)
  server = await startTestServer({ emptyDatabase: true })
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  const jane = await licensedJane(server)
  valuer = jane.token
  otherCustomer = (await server.signIn('someone@example.com', ['customer'])).token
  order = await paidOrder(server, {
    photo: await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8aa' } })
      .jpeg()
      .toBuffer(),
  })
  await server.api(`/api/valuations/${order.valuationId}/valuer`, {
    method: 'POST',
    token: admin,
    json: { ValuerId: jane.record.id },
  })
})
afterAll(async () => {
  await server?.close()
  await s3?.close()
})

const onDisk = (collection: 'files' | 'media', filename: string) =>
  existsSync(path.join(process.env.DATA_DIR!, collection, filename))
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

/** The size of every picture in a PDF, as poppler's pdfimages lists them. */
function imagesIn(pdf: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.pdf')
  writeFileSync(file, pdf)
  return execFileSync('pdfimages', ['-list', file])
    .toString()
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/).slice(3, 5).join('x'))
}

describe('uploads on S3-compatible storage', () => {
  it('when a customer uploads a photo, then it is in the bucket and not on disk, and only its owner downloads it', async () => {
    const body = new FormData()
    body.append(
      'file',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0b4f6c' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'garden.png',
    )
    const file = await (await server.api('/api/files', { method: 'POST', token: order.token, body })).json()
    expect(file.Filename).toBe('garden.png')
    const { filename: stored } = await server.payload.findByID({ collection: 'files', id: file.FileId })
    expect(stored).toMatch(/^photo-[0-9a-f]{16}\.png$/)

    const keys = await s3.keys()
    expect(keys).toContain(`files/${stored}`)
    expect(keys).toContainEqual(
      expect.stringMatching(new RegExp(`^files/${stored!.replace('.png', '')}-400x300\\.webp$`)),
    )
    expect(onDisk('files', stored!)).toBe(false)

    const download = await server.api(`/api/files/${file.FileId}/download`, { token: order.token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; filename="?garden\.png"?$/)
    expect((await bytesOf(download)).equals(await s3.bytes(`files/${stored}`))).toBe(true)
    expect((await server.api(`/api/files/${file.FileId}/download`, { token: otherCustomer })).status).toBe(
      404,
    )
    expect((await server.api(`/api/files/${file.FileId}/download`)).status).toBe(401)
  })

  it('when the valuer previews the report, then the PDF shows the order’s photo, read from the bucket', async () => {
    await server.api(`/api/valuations/${order.valuationId}/status`, {
      method: 'POST',
      token: valuer,
      json: { Status: 20 },
    })
    const { ReportId } = await (
      await server.api('/api/reports/from_template', {
        method: 'POST',
        token: valuer,
        json: { ValuationId: order.valuationId },
      })
    ).json()
    const preview = await server.api(`/api/reports/${ReportId}/pdf`, { token: valuer })
    expect(preview.status).toBe(200)
    expect(imagesIn(await bytesOf(preview))).toContain('640x480')
    await fillReport(server.url, valuer, ReportId)
  })

  it('when the valuation is completed, then its report PDF is kept in the bucket, e-mailed and downloaded from there', async () => {
    const completed = await server.api(`/api/valuations/${order.valuationId}/status`, {
      method: 'POST',
      token: valuer,
      json: { Status: 50 },
    })
    expect(completed.status, await completed.clone().text()).toBe(200)
    const reportFileId = (await completed.json()).ReportFileId
    const report = await server.payload.findByID({ collection: 'files', id: reportFileId })
    const stored = await s3.bytes(`files/${report.filename}`)
    expect(onDisk('files', report.filename!)).toBe(false)
    expect(imagesIn(stored)).toContain('640x480')

    await server.payload.jobs.run()
    const [mail] = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { contains: 'Your valuation report' } },
      })
    ).docs
    expect((await attachmentOf(server, mail)).equals(stored)).toBe(true)
    expect(
      (await bytesOf(await server.api(`/api/files/${reportFileId}/download`, { token: order.token }))).equals(
        stored,
      ),
    ).toBe(true)
    const link = new URL(mail!.text!.match(/https?:\/\/\S+\/orders\/\w+\?key=[\w-]+/)![0])
    expect(
      (await bytesOf(await server.api(`/api/orders/${order.valuationId}/report${link.search}`))).equals(
        stored,
      ),
    ).toBe(true)
    expect((await server.api(`/api/files/${reportFileId}/download`, { token: otherCustomer })).status).toBe(
      404,
    )
  })

  it('when the site shows a CMS image, then /media streams it from the bucket; an unknown name is a 404, a way out of the folder a 400', async () => {
    const [image] = (
      await server.payload.find({
        collection: 'media',
        where: { mimeType: { equals: 'image/svg+xml' } },
        limit: 1,
      })
    ).docs
    const [customersPhoto] = (await server.payload.find({ collection: 'files', limit: 1 })).docs
    expect(onDisk('media', image!.filename!)).toBe(false)
    const served = await fetch(`${server.url}/media/${image!.filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(served.headers.get('cache-control')).toBe('public, max-age=604800')
    expect((await bytesOf(served)).equals(await s3.bytes(`media/${image!.filename}`))).toBe(true)
    expect((await fetch(`${server.url}/media/no-such-image.svg`)).status).toBe(404)
    // A way out of /media is refused before any routing (api/src/http/canonicalPath.ts).
    expect((await fetch(`${server.url}/media/..%2Ffiles%2F${customersPhoto!.filename}`)).status).toBe(400)
  })

  it('when a file’s object is gone from the bucket, then its download is a plain error, not a dropped connection', async () => {
    const [photo] = (
      await server.payload.find({
        collection: 'files',
        where: { mimeType: { equals: 'image/jpeg' } },
        limit: 1,
      })
    ).docs
    await s3.remove(`files/${photo!.filename}`)
    expect((await server.api(`/api/files/${photo!.id}/download`, { token: order.token })).status).toBe(500)
  })
})
