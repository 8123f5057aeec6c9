import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildWorld, type World } from '../support/access/world.ts'
import { licensedValuer } from '../support/licensedValuer.ts'
import { pdfText } from '../support/pdfFacts.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/**
 * Images a valuer adds to a report (aerial, street view, plans, title), through Payload's REST as the admin
 * screen sends them: the valuation's assigned valuer and admins only.
 */
let server: TestServer
let world: World
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  world = await buildWorld(server)
}, 180_000)
afterAll(() => server?.close())

const aerial = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#5b7f52' } })
    .jpeg()
    .toBuffer()

/** An image uploaded by the caller, as the admin screen's upload field does: its file id. */
async function upload(token: string) {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(await aerial())], { type: 'image/jpeg' }), 'aerial.jpg')
  const response = await server.api('/api/files', { method: 'POST', token, body })
  expect(response.status).toBe(201)
  return (await response.json()).FileId as number
}

const patchImages = (token: string | undefined, images: unknown[]) =>
  server.api(`/cms-api/reports/${world.order.reportId}`, { method: 'PATCH', token, json: { images } })

const storedImages = async () =>
  (await server.payload.findByID({ collection: 'reports', id: world.order.reportId, depth: 0 })).images ?? []

describe('images on a report', () => {
  it('when a valuer of another practice, a customer or a valuer not assigned adds an image, then the report keeps none', async () => {
    const omar = world.tokens.otherValuer!
    const omarsFile = await upload(omar)
    const refused = await patchImages(omar, [{ file: omarsFile, kind: 'aerial', caption: 'Mine' }])
    expect([403, 404]).toContain(refused.status)
    for (const token of [world.tokens.owner!, world.tokens.otherCustomer!]) {
      const customer = await patchImages(token, [
        { file: world.order.photoId, kind: 'aerial', caption: 'Mine' },
      ])
      expect(customer.status).toBe(403)
    }
    // A colleague in the practice may edit the report's blocks, but the images are the assigned valuer's.
    const colleague = await licensedValuer(server, 'colin@example.com', {
      firstName: 'Colin',
      lastName: 'Colleague',
    })
    const colinsFile = await upload(colleague.token)
    await patchImages(colleague.token, [{ file: colinsFile, kind: 'plan', caption: 'Colin’s plan' }])
    expect(await storedImages()).toEqual([])
  })

  it('when the assigned valuer adds an aerial image without a caption, then it is refused naming the caption', async () => {
    const file = await upload(world.tokens.valuer!)
    const response = await patchImages(world.tokens.valuer!, [{ file, kind: 'aerial', caption: '' }])
    expect(response.status).toBe(400)
    expect(await response.text()).toContain('caption')
    expect(await storedImages()).toEqual([])
  })

  it('when the assigned valuer adds an aerial image with its caption and source, then it is kept and the PDF prints them', async () => {
    const file = await upload(world.tokens.valuer!)
    const response = await patchImages(world.tokens.valuer!, [
      { file, kind: 'aerial', caption: 'The lot and its neighbours', source: 'Nearmap, May 2026' },
    ])
    expect(response.status).toBe(200)
    expect(await storedImages()).toMatchObject([
      { file, kind: 'aerial', caption: 'The lot and its neighbours' },
    ])
    const { edits } = await server.payload.findByID({
      collection: 'reports',
      id: world.order.reportId,
      depth: 0,
    })
    expect(edits?.at(-1)?.changes).toBe(
      `Images: Aerial view “The lot and its neighbours” (file ${file}, Nearmap, May 2026)`,
    )
    // The file stays private: the customer reads none of the valuer's uploads.
    const download = await server.api(`/api/files/${file}/download`, { token: world.tokens.owner })
    expect([403, 404]).toContain(download.status)
    const pdf = await server.api(`/api/reports/${world.order.reportId}/pdf`, { token: world.tokens.valuer })
    expect(pdf.status).toBe(200)
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()))
    expect(text).toContain('Aerial view: The lot and its neighbours. Source: Nearmap, May 2026')
  })
})
