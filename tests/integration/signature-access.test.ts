import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { licensedValuer } from '../support/licensedValuer.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'
import { signaturePng } from '../support/verifiedSignature.ts'

let server: TestServer
let admin: { token: string; id: number }
let jane: { token: string; id: number }
let pete: string
let omar: string
let editor: string
let customer: string
let janeRecord: number
let janeSignature: number

const upload = async (token: string, bytes: Buffer, name = 'signature.png') => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(bytes)]), name)
  return server.api('/cms-api/signatures', { method: 'POST', token, body })
}
const record = () => server.payload.findByID({ collection: 'practice-valuers', id: janeRecord, depth: 0 })
const patchRecord = (token: string, json: unknown) =>
  server.api(`/cms-api/practice-valuers/${janeRecord}`, { method: 'PATCH', token, json })

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  const signedAdmin = await server.signIn('admin@example.com', ['admin'])
  admin = { token: signedAdmin.token, id: signedAdmin.user.id }
  const signedJane = await licensedValuer(server, 'jane@example.com', {
    firstName: 'Jane',
    lastName: 'Citizen',
  })
  jane = { token: signedJane.token, id: signedJane.user.id }
  janeRecord = signedJane.record.id
  pete = (
    await licensedValuer(server, 'pete@example.com', { firstName: 'Pete', lastName: 'Fellow', licences: [] })
  ).token
  const signedOmar = await server.signIn('omar@example.com', ['valuer'])
  omar = signedOmar.token
  editor = (await server.signIn('editor@example.com', ['editor'])).token
  customer = (await server.signIn('customer@example.com', ['customer'])).token
  const uploaded = await upload(jane.token, await signaturePng())
  expect(uploaded.status).toBe(201)
  janeSignature = (await uploaded.json()).doc.id
  expect((await patchRecord(jane.token, { signature: janeSignature })).status).toBe(200)
}, 60_000)
afterAll(() => server?.close())

describe('a valuer’s signature', () => {
  it('when Jane uploads her signature and sets it on her record, then it is hers and not yet verified', async () => {
    const stored = await server.payload.findByID({ collection: 'signatures', id: janeSignature, depth: 0 })
    expect(stored.valuer).toBe(jane.id)
    expect(stored.filename).toMatch(/^signature-[0-9a-f]{16}\.png$/)
    expect(await record()).toMatchObject({ signature: janeSignature, signatureVerified: false })
  })

  it('when something not a PNG or JPEG, or over 1 MB, is uploaded, then it is refused naming the file', async () => {
    const pdf = await upload(jane.token, Buffer.from('%PDF-1.4\n%%EOF\n'), 'signature.pdf')
    expect(pdf.status).toBe(400)
    const big = Buffer.concat([await signaturePng(), Buffer.alloc(1_100_000)])
    const tooBig = await upload(jane.token, big)
    expect(tooBig.status).toBe(400)
    expect(JSON.stringify(await tooBig.json())).toMatch(/1 MB/)
  })

  it('when another valuer, an editor or a customer asks for it through REST, then they do not get it', async () => {
    for (const token of [omar, pete, editor]) {
      const one = await server.api(`/cms-api/signatures/${janeSignature}`, { token })
      expect([403, 404]).toContain(one.status)
      const list = await server.api('/cms-api/signatures', { token })
      if (list.status === 200) expect((await list.json()).docs).toEqual([])
      else expect(list.status).toBe(403)
    }
    expect([401, 403]).toContain(
      (await server.api(`/cms-api/signatures/${janeSignature}`, { token: customer })).status,
    )
  })

  it('when a fellow valuer reads Jane’s practice record, then her signature is not in it', async () => {
    const seen = await (await server.api(`/cms-api/practice-valuers/${janeRecord}`, { token: pete })).json()
    expect(seen.name).toBe('Jane Citizen')
    expect(seen.signature).toBeUndefined()
  })

  it('when another valuer tries to replace it, then they cannot', async () => {
    const omarsOwn = await (await upload(omar, await signaturePng())).json()
    expect([403, 404]).toContain((await patchRecord(omar, { signature: omarsOwn.doc.id })).status)
    expect([403, 404]).toContain((await patchRecord(pete, { signature: omarsOwn.doc.id })).status)
    expect((await patchRecord(jane.token, { signature: omarsOwn.doc.id })).status).toBe(400)
    expect((await record()).signature).toBe(janeSignature)
  })

  it('when Jane tries to verify it or change her licences, then nothing changes', async () => {
    await patchRecord(jane.token, { signatureVerified: true, licences: [{ state: 'NSW', number: '1' }] })
    const after = await record()
    expect(after.signatureVerified).toBe(false)
    expect(after.licences?.map((licence) => licence.number)).toEqual(['4821'])
  })

  it('when an admin verifies it, then who and when are recorded; a new signature or licence clears that', async () => {
    expect((await patchRecord(admin.token, { signatureVerified: true })).status).toBe(200)
    const verified = await record()
    expect(verified).toMatchObject({ signatureVerified: true, verifiedBy: admin.id })
    expect(Date.now() - Date.parse(verified.verifiedAt!)).toBeLessThan(60_000)

    const replaced = await (await upload(jane.token, await signaturePng())).json()
    await patchRecord(jane.token, { signature: replaced.doc.id })
    expect(await record()).toMatchObject({ signatureVerified: false, verifiedBy: null, verifiedAt: null })

    await patchRecord(admin.token, { signatureVerified: true })
    await patchRecord(admin.token, { licences: [{ state: 'QLD', number: '4821', expiresOn: '2028-06-30' }] })
    expect((await record()).signatureVerified).toBe(false)
  })

  it('when no one may write who verified, then a PATCH naming them is ignored', async () => {
    await patchRecord(admin.token, { verifiedBy: jane.id, verifiedAt: '2020-01-01T00:00:00.000Z' })
    expect(await record()).toMatchObject({ verifiedBy: null, verifiedAt: null })
  })
})
