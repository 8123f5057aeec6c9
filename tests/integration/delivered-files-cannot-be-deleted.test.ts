/**
 * What was delivered never changes: a report's PDF and a valuation's photos are kept, even from an admin deleting
 * the file record through /cms-api (the admin's own door). A file nothing refers to may still be deleted.
 */
import sharp from 'sharp'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let pdfId: number
let photoId: number

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
    .jpeg()
    .toBuffer()
  const completed = await reportToComplete(server, [photo])
  admin = completed.admin
  const done = await completed.complete()
  expect(done.status, await done.clone().text()).toBe(200)
  pdfId = (await completed.report()).pdf as number
  const valuation = await server.payload.findByID({
    collection: 'valuations',
    id: completed.order.valuationId,
    depth: 0,
  })
  photoId = valuation.images![0]!.file as number
}, 120_000)
afterAll(() => server?.close())

const remove = (id: number) => server.api(`/cms-api/files/${id}`, { method: 'DELETE', token: admin })
const exists = async (id: number) =>
  Boolean(await server.payload.findByID({ collection: 'files', id, disableErrors: true, depth: 0 }))

it('when an admin deletes a delivered report’s PDF, then it is refused and the PDF is kept', async () => {
  const response = await remove(pdfId)
  expect(response.status).toBe(409)
  expect(JSON.stringify(await response.json())).toContain('report’s PDF')
  expect(await exists(pdfId)).toBe(true)
})

it('when an admin deletes a photo of a valuation, then it is refused and the photo is kept', async () => {
  const response = await remove(photoId)
  expect(response.status).toBe(409)
  expect(await exists(photoId)).toBe(true)
})

it('when an admin deletes an upload nothing refers to, then it goes', async () => {
  const stray = await server.payload.create({
    collection: 'files',
    data: {},
    file: {
      data: await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .jpeg()
        .toBuffer(),
      mimetype: 'image/jpeg',
      name: 'stray.jpg',
      size: 0,
    },
    overrideAccess: true,
  })
  expect((await remove(stray.id as number)).status).toBe(200)
  expect(await exists(stray.id as number)).toBe(false)
})
