import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { licensedValuer } from '../support/licensedValuer.ts'
import { onePagePdf } from '../support/onePagePdf.ts'
import { emailsAbout } from '../support/outbox.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let valuer: string
let valuerRecordId: number
let photo: Buffer
let pdf: Buffer

beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  const jane = await licensedValuer(server, 'jane@example.com', { firstName: 'Jane', lastName: 'Citizen' })
  valuer = jane.token
  valuerRecordId = jane.record.id
  photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b4f6c' } })
    .jpeg()
    .toBuffer()
  pdf = await onePagePdf('Lease of Shop 2, signed by both parties.')
})
afterAll(() => server?.close())

const post = (path: string, token: string | undefined, json?: unknown) =>
  server.api(path, { method: 'POST', token, json })

const form = (data: Buffer, name: string, type: string) => {
  const body = new FormData()
  body.append('file', new Blob([new Uint8Array(data)], { type }), name)
  return body
}
/** An upload through the link's key, as a guest on another device makes it. */
const uploadByKey = (
  valuationId: number,
  key: string,
  data = pdf,
  name = 'lease.pdf',
  type = 'application/pdf',
) =>
  server.api(`/api/orders/${valuationId}/files?key=${key}`, { method: 'POST', body: form(data, name, type) })
const uploadSignedIn = (token: string, data = photo) =>
  server.api('/api/files', { method: 'POST', token, body: form(data, 'shop.jpg', 'image/jpeg') })

const valuationOf = (id: number) => server.payload.findByID({ collection: 'valuations', id, depth: 0 })

/** A paid order with Jane assigned and started, then put on hold by her; the key of the on-hold e-mail's link. */
async function orderOnHold(email: string, token?: string) {
  const order = await paidOrder(server, { email, token })
  expect(
    (await post(`/api/valuations/${order.valuationId}/valuer`, admin, { ValuerId: valuerRecordId })).status,
  ).toBe(200)
  expect((await post(`/api/valuations/${order.valuationId}/status`, valuer, { Status: 20 })).status).toBe(200)
  const held = await post(`/api/valuations/${order.valuationId}/hold`, valuer, {
    Reason: 'Please send the signed lease for the shop, all pages.',
  })
  expect(held.status, await held.clone().text()).toBe(200)
  const [mail] = await mailsTo(email, 'on hold')
  const text = mail?.text ?? ''
  const link = new RegExp(`https?://\\S+/orders/${order.valuationId}/answer\\?key=([\\w-]{32})`).exec(text)
  return { ...order, mail: { subject: mail?.subject, text }, key: link?.[1] ?? '' }
}

const mailsTo = (email: string, subject: string) => emailsAbout(server, email, subject)

describe('the customer answers a hold through the e-mail’s link', () => {
  it('when the valuation goes on hold, then the e-mail says what is needed and links to the answer page with the order’s key', async () => {
    const order = await orderOnHold('link@example.com')
    expect(order.mail.subject).toMatch(/on hold/)
    expect(order.mail.text).toContain('> Please send the signed lease for the shop, all pages.')
    expect(order.key).toHaveLength(32)
    const view = await (await server.api(`/api/orders/${order.valuationId}?key=${order.key}`)).json()
    expect(view.OnHold.Reason).toBe('Please send the signed lease for the shop, all pages.')
  })

  it('when a guest answers with text and a file through the key, then it is in the history in their words, the file is the valuer’s to read, and it resumes with the time that was left', async () => {
    const order = await orderOnHold('guest-answer@example.com')
    const before = await valuationOf(order.valuationId)
    await new Promise((resolve) => setTimeout(resolve, 1200))

    const uploaded = await uploadByKey(order.valuationId, order.key)
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const file = await uploaded.json()
    expect(file.MimeType).toBe('application/pdf')

    const answered = await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: 'The lease is attached.\nThe tenant pays $1,200 a week.',
      FileIds: [file.FileId],
    })
    expect(answered.status, await answered.clone().text()).toBe(200)
    const view = await answered.json()
    expect(view.OnHold).toBeNull()

    const after = await valuationOf(order.valuationId)
    expect(after.hold?.since ?? null).toBeNull()
    const [answerLine, resumeLine] = after.history!.slice(-2)
    expect(answerLine).toMatchObject({
      by: after.customer,
      note: 'The customer answered (1 file attached, in Working files): The lease is attached.\nThe tenant pays $1,200 a week.',
    })
    expect(resumeLine?.note).toBe('Resumed; the time on hold is added to the due time')
    expect(after.files).toEqual([expect.objectContaining({ slot: 'from-customer-1', file: file.FileId })])

    // The due time moved on by exactly the time on hold: from hold.since to the answer.
    const waited = Date.parse(resumeLine!.at) - Date.parse(before.hold!.since!)
    const moved = Date.parse(after.dueAt!) - Date.parse(before.dueAt!)
    expect(waited).toBeGreaterThanOrEqual(1200)
    expect(Math.abs(moved - waited)).toBeLessThan(1000)
    expect(view.DueAt).toBe(after.dueAt)

    expect((await server.api(`/api/files/${file.FileId}`, { token: valuer })).status).toBe(200)
    const files = await (
      await server.api(`/api/valuations/${order.valuationId}/files`, { token: valuer })
    ).json()
    expect(files).toEqual(
      expect.arrayContaining([expect.objectContaining({ Slot: 'from-customer-1', FileId: file.FileId })]),
    )
  })

  it('when the customer answers, then the valuer is e-mailed what was asked and said, kept in the history, and the customer gets the resumed e-mail', async () => {
    const order = await orderOnHold('told@example.com')
    const uploaded = await (await uploadByKey(order.valuationId, order.key)).json()
    await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: 'Here is the lease.',
      FileIds: [uploaded.FileId],
    })
    const [toValuer] = await mailsTo('jane@example.com', 'The customer answered')
    expect(toValuer?.subject).toMatch(new RegExp(`^The customer answered — ${order.reference}, \\d+ `))
    expect(toValuer?.text).toContain('> Please send the signed lease for the shop, all pages.')
    expect(toValuer?.text).toContain('> Here is the lease.')
    expect(toValuer?.text).toContain('They uploaded 1 file, attached to the valuation under Working files.')
    expect(toValuer?.text).toMatch(/now due by \w+day \d+ \w+ at .+ \(Brisbane time\)/)
    expect(await mailsTo('told@example.com', 'under way again')).toHaveLength(1)
    const notes = (await valuationOf(order.valuationId)).history!.map((entry) => entry.note)
    expect(notes).toContain(`E-mail “${toValuer!.subject}” delivered to jane@example.com`)
  })

  it('when a signed-in customer answers with a photo they uploaded, then it resumes just the same, and their order page says it was answered', async () => {
    const { token } = await server.signIn('signed-in@example.com', ['customer'], { firstName: 'Sam' })
    const order = await orderOnHold('signed-in@example.com', token)
    const uploaded = await uploadSignedIn(token)
    expect(uploaded.status).toBe(201)
    const file = await uploaded.json()
    const answered = await post(`/api/valuations/${order.valuationId}/answer`, token, {
      Answer: 'A photo of the shop front, as asked.',
      FileIds: [file.FileId],
    })
    expect(answered.status, await answered.clone().text()).toBe(200)
    const view = await (await server.api(`/api/valuations/${order.valuationId}`, { token })).json()
    expect(view.OnHold).toBeNull()
    expect(view.HoldAnsweredAt).toEqual(expect.any(String))
    expect(view.Files).toEqual([{ Slot: 'from-customer-1', FileId: file.FileId }])
  })

  it('when the answer is only files, or only words, then it is taken; when it is neither, then the answer is asked for', async () => {
    const order = await orderOnHold('empty@example.com')
    const empty = await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: '   ',
      FileIds: [],
    })
    expect(empty.status).toBe(400)
    expect(await empty.json()).toEqual({ Answer: ['Write your answer, or upload the files asked for.'] })
    expect((await valuationOf(order.valuationId)).hold?.since).toBeTruthy()

    const onlyWords = await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: 'There is no lease: the shop is vacant.',
    })
    expect(onlyWords.status, await onlyWords.clone().text()).toBe(200)
  })
})

describe('who may answer, and when', () => {
  it('when a key is wrong, or is another order’s, then the order is not found, for the answer and the upload alike', async () => {
    const order = await orderOnHold('wrong-key@example.com')
    const other = await orderOnHold('other-key@example.com')
    for (const key of ['x'.repeat(32), other.key]) {
      const answer = await post(`/api/orders/${order.valuationId}/answer?key=${key}`, undefined, {
        Answer: 'Hi',
      })
      expect(answer.status).toBe(404)
      expect(await answer.json()).toMatchObject({
        message: 'No such order; please use the link from your e-mail.',
      })
      expect((await uploadByKey(order.valuationId, key)).status).toBe(404)
    }
    const short = await post(`/api/orders/${order.valuationId}/answer?key=short`, undefined, { Answer: 'Hi' })
    expect(short.status).toBe(400)
    expect(Object.keys(await short.json())).toEqual(['key'])
    expect((await valuationOf(order.valuationId)).hold?.since).toBeTruthy()
  })

  it('when another customer answers, or sends another customer’s file, then it is refused and the valuation stays on hold', async () => {
    const order = await orderOnHold('victim@example.com')
    const { token: mallory } = await server.signIn('mallory@example.com', ['customer'])
    const theirs = await post(`/api/valuations/${order.valuationId}/answer`, mallory, { Answer: 'Resume it' })
    expect(theirs.status).toBe(404)

    // Mallory's file, sent with the victim's key: not the victim's to attach.
    const malloryFile = await (await uploadSignedIn(mallory)).json()
    const foreign = await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: 'See attached',
      FileIds: [malloryFile.FileId],
    })
    expect(foreign.status).toBe(400)
    expect(await foreign.json()).toEqual({ 'FileIds.0': ['No such file of yours; upload it first.'] })

    const after = await valuationOf(order.valuationId)
    expect(after.hold?.since).toBeTruthy()
    expect(after.files ?? []).toEqual([])
  })

  it('when staff answer, then they are told to resume instead', async () => {
    const order = await orderOnHold('staff@example.com')
    for (const token of [admin, valuer]) {
      const answer = await post(`/api/valuations/${order.valuationId}/answer`, token, { Answer: 'Done' })
      expect(answer.status).toBe(403)
      expect((await answer.json()).message).toMatch(/Only the customer answers a hold/)
    }
  })

  it('when the valuation is not on hold, or was answered already, then a second answer and upload are refused kindly', async () => {
    const order = await orderOnHold('twice@example.com')
    const first = await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: 'The lease is on its way.',
    })
    expect(first.status).toBe(200)
    const dueAfterFirst = (await valuationOf(order.valuationId)).dueAt

    const second = await post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, {
      Answer: 'And again',
    })
    expect(second.status).toBe(409)
    expect((await second.json()).message).toMatch(/already been answered/)
    const upload = await uploadByKey(order.valuationId, order.key)
    expect(upload.status).toBe(409)

    const after = await valuationOf(order.valuationId)
    expect(after.dueAt).toBe(dueAfterFirst)
    expect(after.history!.filter((entry) => entry.note?.startsWith('The customer answered'))).toHaveLength(1)
    expect(await mailsTo('jane@example.com', `answered — ${order.reference}`)).toHaveLength(1)
  })

  it('when the same answer is sent twice at once, then one is taken and the other told it was answered', async () => {
    const order = await orderOnHold('at-once@example.com')
    const send = () =>
      post(`/api/orders/${order.valuationId}/answer?key=${order.key}`, undefined, { Answer: 'Pressed twice' })
    const statuses = (await Promise.all([send(), send()])).map((answer) => answer.status)
    expect(statuses.sort()).toEqual([200, 409])
    const history = (await valuationOf(order.valuationId)).history!
    expect(history.filter((entry) => entry.note?.startsWith('The customer answered'))).toHaveLength(1)
    expect(history.filter((entry) => entry.note?.startsWith('Resumed'))).toHaveLength(1)
  })

  it('when an order was never on hold, then its page reads no answer, and answering is refused', async () => {
    const order = await paidOrder(server, { email: 'never@example.com' })
    const { orderKey } = await import('@valuedesk/cms')
    const valuation = await valuationOf(order.valuationId)
    const key = orderKey(order.valuationId, valuation.customer as number)
    const view = await (await server.api(`/api/orders/${order.valuationId}?key=${key}`)).json()
    expect(view).toMatchObject({ OnHold: null, HoldAnsweredAt: null })
    const answer = await post(`/api/orders/${order.valuationId}/answer?key=${key}`, undefined, {
      Answer: 'Hi',
    })
    expect(answer.status).toBe(409)
  })

  it('when a file is not a photo or PDF, then the upload through the key names the file', async () => {
    const order = await orderOnHold('bad-file@example.com')
    const refused = await uploadByKey(
      order.valuationId,
      order.key,
      Buffer.from('just text'),
      'notes.txt',
      'text/plain',
    )
    expect(refused.status).toBe(400)
    expect(Object.keys(await refused.json())).toEqual(['file'])
  })
})

describe('putting on hold', () => {
  it('when no reason is given, then hold is refused naming the reason, and nothing changes', async () => {
    const order = await paidOrder(server, { email: 'no-reason@example.com' })
    for (const json of [{}, { Reason: '' }, { Reason: '   ' }]) {
      const held = await post(`/api/valuations/${order.valuationId}/hold`, admin, json)
      expect(held.status).toBe(400)
      expect(Object.keys(await held.json())).toEqual(['Reason'])
    }
    expect((await valuationOf(order.valuationId)).hold?.since ?? null).toBeNull()
  })
})
