import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let photo: Buffer
beforeAll(async () => {
  server = await startTestServer()
  await server.payload.create({
    collection: 'users',
    data: { email: 'admin@example.com', password: 'admin-password', roles: ['admin'] },
  })
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
    .jpeg()
    .toBuffer()
})
afterAll(() => server?.close())

async function customer() {
  const response = await server.api('/api/contacts', {
    method: 'POST',
    json: {
      FirstName: 'Sam',
      LastName: 'Ng',
      Email: 'sam@example.com',
      Phone: '0400 000 000',
      RequestBearerToken: true,
    },
  })
  return (await response.json()) as { ContactId: number; Token: string }
}

/** The name a file is kept under on disk (or in the bucket): ours, never the sender's. */
const storedName = async (id: number | string) =>
  (await server.payload.findByID({ collection: 'files', id, depth: 0 })).filename!

function upload(token: string, data: Buffer, filename: string, type = 'image/jpeg') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename)
  return server.api('/api/files', { method: 'POST', body: form, token })
}

describe('files', () => {
  it('when a photo is uploaded, then it can be read, listed in bulk and downloaded under its name by its owner only', async () => {
    const sam = await customer()
    const response = await upload(sam.Token, photo, 'front of house.jpg')
    expect(response.status).toBe(201)
    const file = await response.json()
    expect(file).toMatchObject({ Filename: 'front of house.jpg', MimeType: 'image/jpeg' })
    expect(await storedName(file.FileId)).toMatch(/^photo-[0-9a-f]{16}\.jpg$/)

    expect(await (await server.api(`/api/files/bulk/${file.FileId}`, { token: sam.Token })).json()).toEqual({
      [file.FileId]: file,
    })
    expect(await (await server.api('/api/files/bulk', { token: sam.Token })).json()).toEqual({})
    const download = await server.api(`/api/files/${file.FileId}/download`, { token: sam.Token })
    expect(download.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="?${file.Filename}"?$`),
    )
    // Payload re-encodes photos to strip their metadata (GPS and camera details); the picture is the same.
    expect(await sharp(Buffer.from(await download.arrayBuffer())).metadata()).toMatchObject({
      format: 'jpeg',
      width: 64,
      height: 48,
    })

    const other = await customer()
    expect((await server.api(`/api/files/${file.FileId}`, { token: other.Token })).status).toBe(404)
    expect((await server.api(`/api/files/${file.FileId}/download`, { token: other.Token })).status).toBe(404)
    expect(await (await server.api(`/api/files/bulk/${file.FileId}`, { token: other.Token })).json()).toEqual(
      {},
    )
    expect((await server.api(`/api/files/${file.FileId}`)).status).toBe(401)
  })

  it('when a file only pretends to be a photo, then it is refused by its content', async () => {
    const sam = await customer()
    const response = await upload(sam.Token, Buffer.from('<?php echo "hi"; ?>'), 'innocent.jpg')
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty('file')
  })

  it('when the name tries to climb out of the folder or choose the extension, then the stored name is ours and the shown name only its own', async () => {
    const sam = await customer()
    for (const [name, shown] of [
      ['../../../etc/passwd.jpg', 'passwd.jpg'],
      ['..\\..\\boot.ini', 'boot.jpg'],
      ['shell.php', 'shell.jpg'],
      ['%2e%2e%2fsecret.jpg', '%2e%2e%2fsecret.jpg'],
      ['photo.jpg.html', 'photo.jpg.jpg'],
    ]) {
      const response = await upload(sam.Token, photo, name!)
      const file = await response.json()
      expect(response.status, `${name}: ${JSON.stringify(file)}`).toBe(201)
      expect(file.Filename, name).toBe(shown)
      expect(await storedName(file.FileId), name).toMatch(/^photo-[0-9a-f]{16}\.jpg$/)
    }
    const { newPdf } = await import('@valuedesk/cms')
    const { doc, done } = newPdf({ size: 'A4' })
    doc.text('Lease: Shop 3, 12 Ruthven Street').end()
    const pdf = await (await upload(sam.Token, await done, 'lease.exe', 'application/octet-stream')).json()
    expect(pdf.Filename, JSON.stringify(pdf)).toBe('lease.pdf')
    expect(await storedName(pdf.FileId)).toMatch(/^document-[0-9a-f]{16}\.pdf$/)
  })

  it('when the file is larger than 15 MB, then it is refused naming the file field, and nothing is kept', async () => {
    const sam = await customer()
    const before = (await server.payload.count({ collection: 'files' })).totalDocs
    const huge = Buffer.concat([photo, Buffer.alloc(16 * 1024 * 1024)])
    const response = await upload(sam.Token, huge, 'huge.jpg')
    expect(response.status).toBe(400)
    expect((await response.json()).file).toEqual([expect.stringMatching(/larger than 15 MB/)])
    expect((await server.payload.count({ collection: 'files' })).totalDocs).toBe(before)
  })

  it('when the body is not multipart or has no file, then the file field is named', async () => {
    const sam = await customer()
    const json = await server.api('/api/files', { method: 'POST', json: { file: 'x' }, token: sam.Token })
    expect(json.status).toBe(400)
    expect(await json.json()).toHaveProperty('file')
    const empty = await server.api('/api/files', { method: 'POST', body: new FormData(), token: sam.Token })
    expect(empty.status).toBe(400)
  })

  it('when a photo is put in a slot of the customer’s valuation, then the slot holds it, replacing the previous one', async () => {
    const sam = await customer()
    const { SnapshotId } = await (
      await server.api('/api/valuation_form/create_prevaluation_form', {
        method: 'POST',
        token: sam.Token,
        json: {
          AddressDetails: { Address: '5 Corella Place, Middle Ridge QLD 4350' },
          PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
          Tenancies: 1,
          EstimatedValue: 900000,
          AssessmentDetails: {
            Purpose: 'capital-gains-tax',
            ValuationBasis: 'retrospective',
            RetrospectiveDate: '2019-06-30',
          },
          Contact: { ContactId: sam.ContactId },
        },
      })
    ).json()
    const invoice = await (
      await server.api('/api/valuation_form/prepayment_process_submission', {
        method: 'POST',
        token: sam.Token,
        json: { SnapshotId, ContactId: sam.ContactId },
      })
    ).json()
    const { ValuationId } = await (
      await server.api('/api/valuation_form/valuations', {
        method: 'POST',
        token: sam.Token,
        json: {
          SnapshotId,
          Purpose: 'capital-gains-tax',
          InvoiceId: invoice.InvoiceId,
          RetrospectiveDate: '2019-06-30',
        },
      })
    ).json()
    const first = await (await upload(sam.Token, photo, 'front.jpg')).json()
    const second = await (await upload(sam.Token, photo, 'front-2.jpg')).json()
    await server.api(`/api/valuations/${ValuationId}/images`, {
      method: 'PUT',
      token: sam.Token,
      json: { FileId: first.FileId, Slot: 'front' },
    })
    const images = await (
      await server.api(`/api/valuations/${ValuationId}/images`, {
        method: 'PUT',
        token: sam.Token,
        json: { FileId: second.FileId, Slot: 'front' },
      })
    ).json()
    expect(images).toEqual([{ Slot: 'front', FileId: second.FileId }])

    const other = await customer()
    const theirs = await (await upload(other.Token, photo, 'x.jpg')).json()
    expect(
      (
        await server.api(`/api/valuations/${ValuationId}/images`, {
          method: 'PUT',
          token: other.Token,
          json: { FileId: theirs.FileId, Slot: 'front' },
        })
      ).status,
    ).toBe(404)
    const stolen = await server.api(`/api/valuations/${ValuationId}/images`, {
      method: 'PUT',
      token: sam.Token,
      json: { FileId: theirs.FileId, Slot: 'rear' },
    })
    expect(stolen.status).toBe(400)
    expect(await stolen.json()).toHaveProperty('FileId')
  })

  it('when uploads are on disk, then customers’ files are kept under DATA_DIR/files and the site’s images are served from DATA_DIR/media', async () => {
    const sam = await customer()
    const file = await (await upload(sam.Token, photo, 'front.jpg')).json()
    expect(existsSync(path.join(process.env.DATA_DIR!, 'files', await storedName(file.FileId)))).toBe(true)
    const [image] = (await server.payload.find({ collection: 'media', limit: 1 })).docs
    const served = await fetch(`${server.url}/media/${image!.filename}`)
    expect(served.status).toBe(200)
    expect(
      Buffer.from(await served.arrayBuffer()).equals(
        readFileSync(path.join(process.env.DATA_DIR!, 'media', image!.filename!)),
      ),
    ).toBe(true)
    // A customer's file is not reachable from /media: an escaped separator is refused before any routing.
    expect((await fetch(`${server.url}/media/..%2Ffiles%2F${file.Filename}`)).status).toBe(400)
    expect((await fetch(`${server.url}/media/${file.Filename}`)).status).toBe(404)
  })
})
