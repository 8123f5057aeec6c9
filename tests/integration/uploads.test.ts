import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

/** A phone's photo: where it was taken and with what. */
const photoWithLocation = (format: 'jpeg' | 'png' | 'webp' | 'avif') => {
  const blank = sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
  return blank[format]()
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15 Pro' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '27/1 33/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '151/1 57/1 0/1',
      },
    })
    .toBuffer()
}

/**
 * An iPhone's photo as it saves it (HEIC: HEVC in HEIF) with the same location and camera, made by libheif's
 * heif-enc (x265) from photoWithLocation('jpeg'); sharp's build reads its header but cannot decode it (we decode
 * it with libheif in WebAssembly, heic-decode).
 */
const iphoneHeic = readFileSync(new URL('../fixtures/iphone-located.heic', import.meta.url))

// Through both doors: our /api and Payload's own REST API (/cms-api), behind the same Express app.
let server: TestServer
let located: Buffer
let huge: Buffer
let customer: { token: string }
let editor: { token: string }
let valuer: { token: string }
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  // The first account of a new installation is its admin: made first, so the customer is one.
  await server.signIn('admin@example.com', ['admin'])
  customer = await server.signIn('sam@example.com', ['customer'])
  editor = await server.signIn('eve@example.com', ['editor'])
  valuer = await server.signIn('val@example.com', ['valuer'])
  located = await photoWithLocation('jpeg')
  // A few hundred kilobytes that decode to 121 million pixels (480 MB as RGBA).
  huge = await sharp({ create: { width: 11000, height: 11000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer()
}, 60_000)
afterAll(() => server?.close())

const form = (data: Buffer, filename: string, fields: Record<string, string> = {}) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), filename)
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}
const viaApi = (data: Buffer, filename = 'house.jpg') =>
  server.api('/api/files', { method: 'POST', body: form(data, filename), token: customer.token })
const viaCms = (collection: 'files' | 'media', token: string, data: Buffer, filename = 'house.jpg') =>
  server.api(`/cms-api/${collection}`, {
    method: 'POST',
    body: form(data, filename, {
      _payload: JSON.stringify(collection === 'media' ? { alt: 'A house' } : {}),
    }),
    token,
  })
const exifOf = async (response: Response) =>
  (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).exif

describe('uploads', () => {
  it('when a photo with its location and camera is uploaded through /api, then the stored photo has neither', async () => {
    expect((await sharp(located).metadata()).exif).toBeDefined()
    const response = await viaApi(located)
    expect(response.status).toBe(201)
    const file = await response.json()
    const download = await server.api(`/api/files/${file.FileId}/download`, { token: customer.token })
    expect(download.status).toBe(200)
    expect(await exifOf(download)).toBeUndefined()
  })

  it('when a valuer uploads a photo through /cms-api, then it is re-encoded, named by us, and downloaded as an attachment; a customer is turned away at that door', async () => {
    const refused = await viaCms('files', customer.token, located, 'house.jpg')
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toMatch(/customers use \/api/)
    const response = await viaCms('files', valuer.token, located, '../../evil.html')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(201)
    expect(body.doc.filename).toMatch(/^photo-[0-9a-f]{16}\.jpg$/)
    const download = await server.api(`/cms-api/files/file/${body.doc.filename}`, { token: valuer.token })
    expect(download.status).toBe(200)
    expect(download.headers.get('content-disposition')).toBe('attachment')
    expect(download.headers.get('cache-control')).toBe('private, no-store')
    expect(await exifOf(download)).toBeUndefined()
  })

  it('when an editor uploads a site photo through /cms-api, then it loses its location too', async () => {
    const response = await viaCms('media', editor.token, located)
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(201)
    expect(
      await exifOf(await server.api(`/cms-api/media/file/${body.doc.filename}`, { token: editor.token })),
    ).toBeUndefined()
  })

  it('when an iPhone’s HEIC photo with its location is uploaded through either door, then it is stored as a JPEG without its location or camera', async () => {
    const heic = await sharp(iphoneHeic).metadata()
    expect([heic.format, heic.compression, heic.exif?.includes('iPhone 15 Pro')]).toEqual([
      'heif',
      'hevc',
      true,
    ])
    const api = await viaApi(iphoneHeic, 'IMG_0001.HEIC')
    const stored = await api.json()
    expect(api.status, JSON.stringify(stored)).toBe(201)
    expect(stored.MimeType).toBe('image/jpeg')
    const download = await server.api(`/api/files/${stored.FileId}/download`, { token: customer.token })
    const jpeg = await sharp(Buffer.from(await download.arrayBuffer())).metadata()
    expect([jpeg.format, jpeg.width, jpeg.height, jpeg.exif]).toEqual(['jpeg', 64, 48, undefined])
    for (const [collection, token] of [
      ['files', valuer.token],
      ['media', editor.token],
    ] as const) {
      const response = await viaCms(collection, token, iphoneHeic, 'IMG_0001.HEIC')
      const body = await response.json()
      expect(response.status, JSON.stringify(body)).toBe(201)
      expect([body.doc.mimeType, body.doc.filename]).toEqual(['image/jpeg', expect.stringMatching(/\.jpg$/)])
      const file = await server.api(`/cms-api/${collection}/file/${body.doc.filename}`, { token })
      expect(await exifOf(file)).toBeUndefined()
    }
  })

  it.each(['png', 'webp'] as const)(
    'when a %s photo with its location is uploaded through /api and through /cms-api, then neither stored copy keeps it',
    async (format) => {
      const photo = await photoWithLocation(format)
      expect((await sharp(photo).metadata()).exif).toBeDefined()
      const api = await (await viaApi(photo, `house.${format}`)).json()
      expect(api.MimeType).toBe(`image/${format}`)
      const fromApi = await server.api(`/api/files/${api.FileId}/download`, { token: customer.token })
      expect(await exifOf(fromApi)).toBeUndefined()
      const cms = await (await viaCms('files', valuer.token, photo, `house.${format}`)).json()
      expect(cms.doc.filename).toMatch(new RegExp(`\\.${format}$`))
      const fromCms = await server.api(`/cms-api/files/file/${cms.doc.filename}`, { token: valuer.token })
      expect(await exifOf(fromCms)).toBeUndefined()
    },
  )

  it('when a phone’s photo is saved sideways with an orientation tag, then it is stored turned upright, without the tag', async () => {
    const sideways = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer()
    const file = await (await viaApi(sideways)).json()
    const download = await server.api(`/api/files/${file.FileId}/download`, { token: customer.token })
    const stored = await sharp(Buffer.from(await download.arrayBuffer())).metadata()
    expect([stored.width, stored.height, stored.orientation]).toEqual([48, 64, undefined])
  })

  it('when an editor uploads an AVIF site photo with its location through /cms-api, then it is stored as AVIF without it', async () => {
    const avif = await photoWithLocation('avif')
    expect((await sharp(avif).metadata()).exif).toBeDefined()
    const response = await viaCms('media', editor.token, avif, 'house.avif')
    const body = await response.json()
    expect(response.status, JSON.stringify(body)).toBe(201)
    expect(body.doc.mimeType).toBe('image/avif')
    const stored = await server.api(`/cms-api/media/file/${body.doc.filename}`, { token: editor.token })
    expect(await exifOf(stored)).toBeUndefined()
  })

  it('when a customer’s file is an AVIF, then both doors refuse it naming the formats we take, and keep nothing', async () => {
    const avif = await photoWithLocation('avif')
    const before = (await server.payload.count({ collection: 'files' })).totalDocs
    const api = await viaApi(avif, 'house.avif')
    expect(api.status).toBe(400)
    expect((await api.json()).file).toEqual(['Upload a photo (JPEG, PNG, WebP or HEIC) or a PDF.'])
    const cms = await viaCms('files', valuer.token, avif, 'house.avif')
    expect(cms.status).toBe(400)
    expect(JSON.stringify(await cms.json())).toMatch(/"path":"file".*JPEG, PNG, WebP or HEIC/)
    expect((await server.payload.count({ collection: 'files' })).totalDocs).toBe(before)
  })

  it('when a small PNG declares 11000×11000 pixels, then both doors refuse it at once naming the file, and keep nothing', async () => {
    expect(huge.byteLength).toBeLessThan(500 * 1024)
    const before = (await server.payload.count({ collection: 'files' })).totalDocs
    const started = Date.now()
    const [api, cms] = await Promise.all([
      viaApi(huge, 'plan.png'),
      viaCms('files', valuer.token, huge, 'plan.png'),
    ])
    expect(api.status).toBe(400)
    expect((await api.json()).file).toEqual([expect.stringMatching(/11000×11000 pixels.*40 megapixels/)])
    expect(cms.status).toBe(400)
    expect(JSON.stringify(await cms.json())).toMatch(/"path":"file".*11000×11000 pixels/)
    expect(Date.now() - started).toBeLessThan(1500)
    expect((await server.payload.count({ collection: 'files' })).totalDocs).toBe(before)
  })

  it('when a body is larger than its door takes, then /cms-api refuses it with a 413 before reading it, as /api does', async () => {
    const json = JSON.stringify({ alt: 'x'.repeat(3 * 1024 * 1024) })
    const cms = await server.api('/cms-api/media', {
      method: 'POST',
      body: json,
      token: editor.token,
      headers: { 'content-type': 'application/json' },
    })
    expect(cms.status).toBe(413)
    // Under its limit (2 MB), the same door reads the body: Payload answers it.
    const under = await server.api('/cms-api/media', {
      method: 'POST',
      body: JSON.stringify({ alt: 'x'.repeat(1.9 * 1024 * 1024) }),
      token: editor.token,
      headers: { 'content-type': 'application/json' },
    })
    expect(under.status).not.toBe(413)
    const upload = await viaCms(
      'files',
      valuer.token,
      Buffer.concat([located, Buffer.alloc(17 * 1024 * 1024)]),
    )
    expect(upload.status).toBe(413)
    const api = await server.api('/api/contacts', {
      method: 'POST',
      body: json,
      headers: { 'content-type': 'application/json' },
    })
    expect(api.status).toBe(413)
  })

  it('when a body streams without a length to /cms-api, then it is refused with a 411', async () => {
    const chunks = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"alt":"streamed"}'))
        controller.close()
      },
    })
    const response = await server.api('/cms-api/media', {
      method: 'POST',
      body: chunks,
      token: editor.token,
      headers: { 'content-type': 'application/json' },
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(411)
  })
})
