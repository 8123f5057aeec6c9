import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { idOf, reportStatus, HOUR_MS } from '@valuedesk/domain'

import { comparableSales, fillReport } from '../support/fillReport.ts'
import { licensedValuer } from '../support/licensedValuer.ts'
import { attachmentOf } from '../support/outbox.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: string
let valuer: string
let outsider: string
let otherCustomer: string
let valuerRecordId: number
let outsiderRecordId: number
let order: Awaited<ReturnType<typeof paidOrder>>

/** What qpdf and pdftotext make of a PDF. */
function inspectPdf(bytes: Buffer) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.pdf')
  writeFileSync(file, bytes)
  execFileSync('qpdf', ['--check', file])
  return execFileSync('pdftotext', ['-raw', file, '-']).toString()
}

beforeAll(async () => {
  server = await startTestServer()
  admin = (await server.signIn('admin@example.com', ['admin'])).token
  const elsewhere = await server.payload.create({
    collection: 'practices',
    data: { name: 'Perth Property Valuers' },
  })
  const jane = await licensedValuer(server, 'jane@example.com', {
    firstName: 'Jane',
    lastName: 'Citizen',
    signed: true,
    position: 'Director',
    licences: [
      { state: 'QLD', number: '4821' },
      { state: 'WA', number: '1763' },
    ],
    memberships: [{ body: 'API', grade: 'AAPI CPV' }],
  })
  const omar = await licensedValuer(server, 'omar@example.com', {
    firstName: 'Omar',
    lastName: 'Other',
    practice: elsewhere.id,
    licences: [],
  })
  valuer = jane.token
  valuerRecordId = jane.record.id
  outsider = omar.token
  outsiderRecordId = omar.record.id
  otherCustomer = (await server.signIn('someone@example.com', ['customer'])).token
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8aa' } })
    .jpeg()
    .toBuffer()
  order = await paidOrder(server, { photo })
})
afterAll(() => server?.close())

const status = (id: number, token: string, Status: number, Note?: string) =>
  server.api(`/api/valuations/${id}/status`, { method: 'POST', token, json: { Status, Note } })

describe('the valuation list and assignment', () => {
  it('when paid, then the valuation is Pending with its due time, and each role sees its own list', async () => {
    const mine = await (await server.api('/api/valuations', { token: order.token })).json()
    expect(mine.Items).toEqual([
      expect.objectContaining({ ValuationId: order.valuationId, Status: 10, HoursLeft: 71, Overdue: false }),
    ])
    expect((await (await server.api('/api/valuations', { token: valuer })).json()).TotalItems).toBe(1)
    expect((await (await server.api('/api/valuations', { token: outsider })).json()).TotalItems).toBe(0)
    expect((await (await server.api('/api/valuations', { token: otherCustomer })).json()).TotalItems).toBe(0)
    expect(
      (await (await server.api('/api/valuations?statuses=50', { token: admin })).json()).TotalItems,
    ).toBe(0)
    const bad = await server.api('/api/valuations?statuses=10,99', { token: admin })
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('statuses')
  })

  it('when an admin assigns the valuer, then it is recorded; a valuer of another practice, a customer or nobody cannot', async () => {
    expect(
      Object.keys(
        await (
          await server.api(`/api/valuations/${order.valuationId}/valuer`, {
            method: 'POST',
            token: admin,
            json: { ValuerId: outsiderRecordId },
          })
        ).json(),
      ),
    ).toEqual(['ValuerId'])
    expect(
      (
        await server.api(`/api/valuations/${order.valuationId}/valuer`, {
          method: 'POST',
          token: order.token,
          json: { ValuerId: valuerRecordId },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await server.api(`/api/valuations/${order.valuationId}/valuer`, {
          method: 'POST',
          json: { ValuerId: valuerRecordId },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await server.api('/api/valuations/999999/valuer', {
          method: 'POST',
          token: admin,
          json: { ValuerId: valuerRecordId },
        })
      ).status,
    ).toBe(404)
    const assigned = await server.api(`/api/valuations/${order.valuationId}/valuer`, {
      method: 'POST',
      token: admin,
      json: { ValuerId: valuerRecordId },
    })
    expect(assigned.status).toBe(200)
    const detail = await assigned.json()
    expect(detail).toMatchObject({ ValuerName: 'Jane Citizen', Status: 10 })
    expect(detail.History.map((entry: { Note: string }) => entry.Note)).toEqual([
      expect.stringMatching(/paid/),
      'Assigned to Jane Citizen',
    ])
  })

  it('when a valuer of another practice opens or moves it, then it is a 403; an unknown one is a 404', async () => {
    expect((await server.api(`/api/valuations/${order.valuationId}`, { token: outsider })).status).toBe(403)
    expect((await status(order.valuationId, outsider, 20)).status).toBe(403)
    expect((await server.api(`/api/valuations/${order.valuationId}`, { token: otherCustomer })).status).toBe(
      404,
    )
    expect((await server.api('/api/valuations/999999', { token: valuer })).status).toBe(404)
  })
})

describe('the workflow', () => {
  it('when a step is skipped, then it is a 409 with the reason; a customer cannot move it at all', async () => {
    const skipped = await status(order.valuationId, valuer, 50)
    expect(skipped.status).toBe(409)
    expect((await skipped.json()).message).toMatch(/‘Pending’ to ‘Completed’/)
    expect((await status(order.valuationId, valuer, 40, 'Not needed')).status).toBe(409)
    expect((await status(order.valuationId, order.token, 20)).status).toBe(403)
    expect(Object.keys(await (await status(order.valuationId, valuer, 7)).json())).toEqual(['Status'])
  })

  it('when the valuer starts, then it is In progress, with who and when in its history', async () => {
    const started = await status(order.valuationId, valuer, 20, 'Starting today')
    expect(started.status).toBe(200)
    const detail = await started.json()
    expect(detail.Status).toBe(20)
    expect(detail.History.at(-1)).toMatchObject({
      From: 10,
      To: 20,
      Note: 'Starting today',
      ByUserId: expect.anything(),
    })
  })
})

describe('the report builder', () => {
  let reportId: number

  it('when the report is started from the template, then it has the residential blocks', async () => {
    const templates = await (
      await server.api('/api/reports/templates?type=residential', { token: valuer })
    ).json()
    expect(templates).toEqual([
      expect.objectContaining({
        Type: 'residential',
        BlockTypes: expect.arrayContaining(['cover', 'comparableSales', 'conclusion', 'signature']),
      }),
    ])
    const created = await server.api('/api/reports/from_template', {
      method: 'POST',
      token: valuer,
      json: { ValuationId: order.valuationId },
    })
    expect(created.status).toBe(201)
    reportId = (await created.json()).ReportId
    expect(
      (
        await server.api('/api/reports/from_template', {
          method: 'POST',
          token: valuer,
          json: { ValuationId: order.valuationId },
        })
      ).status,
    ).toBe(409)
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    expect(blocks[0]).toMatchObject({ Type: 'cover', Index: 1 })
    expect(
      await (await server.api(`/api/valuations/${order.valuationId}/reports`, { token: valuer })).json(),
    ).toHaveLength(1)
  })

  it('when the valuer adds comparable sales, moves a block, edits and deletes one, then the blocks follow', async () => {
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    const sales = blocks.find((block: { Type: string }) => block.Type === 'comparableSales')
    const saleData = {
      sales: comparableSales,
      text: 'The sales show a tight range.',
    }
    const bad = await server.api(`/api/reports/${reportId}/blocks/${sales.BlockId}`, {
      method: 'PUT',
      token: valuer,
      json: { Data: { sales: [{ address: '', saleDate: 'May', price: -1 }] } },
    })
    expect(Object.keys(await bad.json()).sort()).toEqual([
      'Data.sales.0.address',
      'Data.sales.0.price',
      'Data.sales.0.saleDate',
    ])
    const moved = await (
      await server.api(`/api/reports/${reportId}/blocks/${sales.BlockId}`, {
        method: 'PUT',
        token: valuer,
        json: { Data: saleData, Index: 3 },
      })
    ).json()
    expect(moved[2]).toMatchObject({
      BlockId: sales.BlockId,
      Type: 'comparableSales',
      Index: 3,
      Data: { sales: [expect.objectContaining({ price: 862000 }), expect.anything()] },
    })

    const conclusion = moved.find((block: { Type: string }) => block.Type === 'conclusion')
    await server.api(`/api/reports/${reportId}/blocks/${conclusion.BlockId}`, {
      method: 'PUT',
      token: valuer,
      json: { Data: { ...conclusion.Data, marketValue: 845000 } },
    })
    const added = await server.api(`/api/reports/${reportId}/blocks`, {
      method: 'POST',
      token: valuer,
      json: {
        Type: 'commentary',
        Index: 2,
        Data: { heading: 'Note on the photos', text: 'The photos were taken in **June 2026**.' },
      },
    })
    expect(added.status).toBe(201)
    const withNote = await added.json()
    expect(withNote[1]).toMatchObject({ Type: 'commentary', Index: 2 })
    expect(
      (await server.api(`/api/reports/blocks/${withNote[1].BlockId}`, { method: 'DELETE', token: valuer }))
        .status,
    ).toBe(204)
    expect(
      (await server.api(`/api/reports/blocks/${withNote[1].BlockId}`, { method: 'DELETE', token: valuer }))
        .status,
    ).toBe(404)
    expect(
      Object.keys(
        await (
          await server.api(`/api/reports/${reportId}/blocks`, {
            method: 'POST',
            token: valuer,
            json: { Type: 'chart', Index: 1 },
          })
        ).json(),
      ),
    ).toEqual(['Type'])
  })

  it('when another valuer or the customer tries the draft, then they are refused', async () => {
    expect((await server.api(`/api/reports/${reportId}`, { token: order.token })).status).toBe(404)
    expect((await server.api(`/api/reports/${reportId}/blocks`, { token: outsider })).status).toBe(404)
    expect(
      (
        await server.api(`/api/reports/${reportId}/blocks`, {
          method: 'POST',
          token: order.token,
          json: { Type: 'commentary', Index: 1 },
        })
      ).status,
    ).toBe(404)
    expect((await server.api('/api/reports/999999', { token: admin })).status).toBe(404)
    expect((await server.api(`/api/reports/${reportId}`)).status).toBe(401)
    const omar = (
      await server.payload.find({ collection: 'users', where: { email: { equals: 'omar@example.com' } } })
    ).docs[0]
    await expect(
      server.payload.create({
        collection: 'reports',
        data: { title: 'Sneaky', valuation: order.valuationId, status: reportStatus.draft },
        user: omar,
        overrideAccess: false,
      }),
    ).rejects.toThrow(/No valuation of yours/)
  })

  it('when previewed, then the PDF is a watermarked draft with the address, the value and every comparable sale', async () => {
    const data = await (await server.api(`/api/reports/${reportId}/data`, { token: valuer })).json()
    expect(data).toMatchObject({
      address: '14 Carrowbrook Court, Kearneys Spring QLD 4350',
      draft: true,
      valuer: {
        name: 'Jane Citizen',
        licences: ['Registered Valuer No. 4821 (Queensland)', 'Licensed Valuer No. 1763 (Western Australia)'],
      },
    })
    const preview = await server.api(`/api/reports/${reportId}/pdf`, { token: valuer })
    expect(preview.headers.get('content-type')).toMatch(/pdf/)
    const text = inspectPdf(Buffer.from(await preview.arrayBuffer()))
    expect(text).toMatch(/D\s*R\s*A\s*F\s*T/)
    for (const expected of [
      '14 Carrowbrook Court',
      '$845,000',
      '8 Wendover Court',
      '3 Alderley Street',
      'Jane Citizen',
    ])
      expect(text).toContain(expected)
  })

  it('when completed, then the report is final, the customer is e-mailed the PDF and downloads the same one', async () => {
    // The rest of the template (placeholders, blank rows) written as the valuer would; the value and sales kept.
    await fillReport(server.url, valuer, reportId)
    const completed = await status(order.valuationId, valuer, 50)
    expect(completed.status, await completed.clone().text()).toBe(200)
    const detail = await completed.json()
    expect(detail).toMatchObject({ Status: 50, StatusName: 'Completed', ReportFileId: expect.anything() })
    expect(detail.History.at(-1)).toMatchObject({ From: 20, To: 50 })

    await server.payload.jobs.run()
    const [mail] = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { contains: 'Your valuation report' } },
      })
    ).docs
    expect(mail).toMatchObject({ to: 'maria@example.com' })
    const attached = await attachmentOf(server, mail)
    const text = inspectPdf(attached)
    expect(text).not.toMatch(/D\s*R\s*A\s*F\s*T/)
    for (const expected of ['14 Carrowbrook Court', '$845,000', '8 Wendover Court', '3 Alderley Street'])
      expect(text).toContain(expected)

    const mine = await (
      await server.api(`/api/valuations/${order.valuationId}`, { token: order.token })
    ).json()
    const download = await server.api(`/api/files/${mine.ReportFileId}/download`, { token: order.token })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(attached)).toBe(true)
    expect((await server.api(`/api/reports/${reportId}`, { token: order.token })).status).toBe(200)
    const link = new URL(mail!.text!.match(/https?:\/\/\S+\/orders\/\d+\?key=[\w-]+/)![0])
    const keyed = await server.api(`/api/orders/${order.valuationId}/report${link.search}`)
    expect(keyed.status).toBe(200)
    expect(keyed.headers.get('content-disposition')).toMatch(/attachment/)
    expect(Buffer.from(await keyed.arrayBuffer()).equals(attached)).toBe(true)
    expect((await server.api(`/api/orders/${order.valuationId}/report?key=${'x'.repeat(32)}`)).status).toBe(
      404,
    )
    expect(
      (await server.api(`/api/files/${mine.ReportFileId}/download`, { token: otherCustomer })).status,
    ).toBe(404)
  })

  it('when the report is final, then it no longer changes, and the valuation can only be deleted', async () => {
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: admin })).json()
    expect(
      (
        await server.api(`/api/reports/${reportId}/blocks/${blocks[0].BlockId}`, {
          method: 'PUT',
          token: admin,
          json: { Data: { title: 'Changed' } },
        })
      ).status,
    ).toBe(409)
    expect((await status(order.valuationId, valuer, 20)).status).toBe(409)
  })
})

describe('deleting, block changes and reminders', () => {
  it('when an admin deletes a valuation, then a reason is required and kept', async () => {
    const second = await paidOrder(server, {
      address: '9 Tor Street, Newtown QLD 4350',
      email: 'second@example.com',
    })
    expect((await status(second.valuationId, admin, 40)).status).toBe(409)
    const deleted = await (await status(second.valuationId, admin, 40, 'Duplicate of another order')).json()
    expect(deleted.History.at(-1)).toMatchObject({
      To: 40,
      Note: 'Payment refunded: Duplicate of another order',
    })
    expect((await server.payload.findByID({ collection: 'invoices', id: second.invoiceId })).status).toBe(
      'refunded',
    )
  })

  it('when several valuations are assigned in one block change, then each reports how it went', async () => {
    const a = await paidOrder(server, { address: '1 Block Street, Newtown QLD 4350', email: 'a@example.com' })
    const b = await paidOrder(server, { address: '2 Block Street, Newtown QLD 4350', email: 'b@example.com' })
    const results = await (
      await server.api('/api/valuations/block', {
        method: 'PATCH',
        token: admin,
        json: { ValuationIds: [a.valuationId, b.valuationId, 999999], ValuerId: valuerRecordId },
      })
    ).json()
    expect(results).toEqual([
      { ValuationId: a.valuationId, Ok: true, Error: null },
      { ValuationId: b.valuationId, Ok: true, Error: null },
      { ValuationId: 999999, Ok: false, Error: expect.any(String) },
    ])
    expect(
      Object.keys(
        await (
          await server.api('/api/valuations/block', {
            method: 'PATCH',
            token: admin,
            json: { ValuationIds: [a.valuationId] },
          })
        ).json(),
      ),
    ).toEqual(['$'])
    expect(
      (
        await server.api('/api/valuations/block', {
          method: 'PATCH',
          token: valuer,
          json: { ValuationIds: [a.valuationId], Status: 20 },
        })
      ).status,
    ).toBe(403)
  })

  it('when a valuation is due within 12 hours, then the valuer and support get one reminder', async () => {
    const soon = await paidOrder(server, {
      address: '3 Soon Street, Newtown QLD 4350',
      email: 'soon@example.com',
    })
    await server.api(`/api/valuations/${soon.valuationId}/valuer`, {
      method: 'POST',
      token: admin,
      json: { ValuerId: valuerRecordId },
    })
    await server.api(`/api/valuations/${soon.valuationId}`, {
      method: 'PATCH',
      token: admin,
      json: { DueAt: new Date(Date.now() + 5 * HOUR_MS).toISOString() },
    })
    for (let run = 0; run < 2; run++) {
      await server.payload.jobs.queue({ task: 'remindDueValuations', input: {} })
      await server.payload.jobs.run()
      await server.payload.jobs.run()
    }
    const reminders = (
      await server.payload.find({ collection: 'outbox', where: { subject: { contains: soon.reference } } })
    ).docs.filter((mail) => mail.subject.startsWith('Due in'))
    expect(reminders.map((mail) => mail.to).sort()).toEqual(['jane@example.com', 'support@valuedesk.com.au'])
  })
})

describe('practice, order details and files', () => {
  it('when an admin sends a valuation to another practice, then its valuer from the old one is taken off', async () => {
    const moved = await paidOrder(server, {
      address: '4 Moved Street, Newtown QLD 4350',
      email: 'moved@example.com',
    })
    await server.api(`/api/valuations/${moved.valuationId}/valuer`, {
      method: 'POST',
      token: admin,
      json: { ValuerId: valuerRecordId },
    })
    const [perth] = (
      await server.payload.find({
        collection: 'practices',
        where: { name: { equals: 'Perth Property Valuers' } },
      })
    ).docs
    const sent = await server.api(`/api/valuations/${moved.valuationId}/practice`, {
      method: 'POST',
      token: admin,
      json: { PracticeId: perth!.id },
    })
    expect(await sent.json()).toMatchObject({ PracticeId: perth!.id, ValuerUserId: null })
    expect((await server.api(`/api/valuations/${moved.valuationId}`, { token: outsider })).status).toBe(200)
    expect((await server.api(`/api/valuations/${moved.valuationId}`, { token: valuer })).status).toBe(403)
    expect(
      Object.keys(
        await (
          await server.api(`/api/valuations/${moved.valuationId}/practice`, {
            method: 'POST',
            token: admin,
            json: { PracticeId: 999999 },
          })
        ).json(),
      ),
    ).toEqual(['PracticeId'])
    expect(
      (
        await server.api(`/api/valuations/${moved.valuationId}/practice`, {
          method: 'POST',
          token: outsider,
          json: { PracticeId: perth!.id },
        })
      ).status,
    ).toBe(403)
  })

  it('when an admin corrects the order details, then they change, with a line in the history; a bad date is a 400, a valuer is refused', async () => {
    const fixed = await (
      await server.api(`/api/valuations/${order.valuationId}`, {
        method: 'PATCH',
        token: admin,
        json: { RetrospectiveDate: '2026-06-30' },
      })
    ).json()
    expect(fixed.RetrospectiveDate).toBe('2026-06-30')
    expect(fixed.History.at(-1).Note).toMatch(
      /^Corrected \(the customer is told\): Value as at the date of the report → 30 June 2026$/,
    )
    await server.runAllJobs()
    const told = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { equals: `Your order was corrected — ${order.reference}` } },
      })
    ).docs
    expect(told).toHaveLength(1)
    expect(told[0]!.text).toContain('Value as at: 30 June 2026 (was the date of the report)')

    // The price of an order never changes: a correction the fees would price differently is refused.
    const dearer = await server.api(`/api/valuations/${order.valuationId}`, {
      method: 'PATCH',
      token: admin,
      json: { ReportKind: 'both' },
    })
    expect(dearer.status).toBe(409)
    expect((await dearer.json()).message).toMatch(/would cost \$.+ not the \$220\.00 invoiced/)
    const unchanged = await server.payload.findByID({ collection: 'valuations', id: order.valuationId })
    expect(unchanged.reportKind).toBe('value')
    expect(
      Object.keys(
        await (
          await server.api(`/api/valuations/${order.valuationId}`, {
            method: 'PATCH',
            token: admin,
            json: { RetrospectiveDate: '30/06/2026' },
          })
        ).json(),
      ),
    ).toEqual(['RetrospectiveDate'])
    expect(
      (
        await server.api(`/api/valuations/${order.valuationId}`, {
          method: 'PATCH',
          token: valuer,
          json: { Purpose: 'capital-gains-tax' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await server.api('/api/valuations/999999', {
          method: 'PATCH',
          token: admin,
          json: { RetrospectiveDate: null },
        })
      ).status,
    ).toBe(404)
  })

  it('when the valuer attaches a working file, then it is listed with the photos; a customer cannot attach, nor use another’s file', async () => {
    const body = new FormData()
    const { newPdf } = await import('@valuedesk/cms')
    const { doc, done } = newPdf({ size: 'A4' })
    doc.text('Title search: Lot 27 on SP 123456').end()
    body.append(
      'file',
      new Blob([new Uint8Array(await done)], { type: 'application/pdf' }),
      'title-search.pdf',
    )
    const uploaded = await server.api('/api/files', { method: 'POST', token: valuer, body })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const file = await uploaded.json()
    const attached = await server.api(`/api/valuations/${order.valuationId}/files/attach`, {
      method: 'POST',
      token: valuer,
      json: { FileId: file.FileId, Slot: 'title-search' },
    })
    expect(await attached.json()).toEqual([{ Slot: 'title-search', FileId: file.FileId }])
    const files = await (
      await server.api(`/api/valuations/${order.valuationId}/files`, { token: valuer })
    ).json()
    expect(files.map((item: { Kind: string; Slot: string }) => `${item.Kind}:${item.Slot}`)).toEqual([
      'image:front',
      'file:title-search',
    ])
    expect(
      Object.keys(
        await (
          await server.api(`/api/valuations/${order.valuationId}/files/attach`, {
            method: 'POST',
            token: admin,
            json: { FileId: 999999, Slot: 'x' },
          })
        ).json(),
      ),
    ).toEqual(['FileId'])
    expect(
      (
        await server.api(`/api/valuations/${order.valuationId}/files/attach`, {
          method: 'POST',
          token: order.token,
          json: { FileId: file.FileId, Slot: 'mine' },
        })
      ).status,
      // Working files are for staff who work on the valuation: refused before the file is even looked at.
    ).toBe(403)
    expect(
      (await server.api(`/api/valuations/${order.valuationId}/files`, { token: otherCustomer })).status,
    ).toBe(404)
  })
})

describe('a second report of the same class', () => {
  it('when another residential valuation starts its report, then it gets its own copy of the template', async () => {
    const next = await paidOrder(server, {
      address: '6 Second Street, Newtown QLD 4350',
      email: 'second-report@example.com',
    })
    await server.api(`/api/valuations/${next.valuationId}/valuer`, {
      method: 'POST',
      token: admin,
      json: { ValuerId: valuerRecordId },
    })
    await status(next.valuationId, valuer, 20)
    const created = await server.api('/api/reports/from_template', {
      method: 'POST',
      token: valuer,
      json: { ValuationId: next.valuationId },
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const blocks = await (
      await server.api(`/api/reports/${(await created.json()).ReportId}/blocks`, { token: valuer })
    ).json()
    const description = blocks.find((block: { Type: string }) => block.Type === 'propertyDescription')
    expect(description.Data.rows.length).toBeGreaterThan(3)
    const [first] = (
      await server.payload.find({
        collection: 'reports',
        where: { valuation: { equals: order.valuationId } },
      })
    ).docs
    expect(blocks.map((block: { BlockId: string }) => block.BlockId)).not.toContain(first!.blocks![0]!.id)
  })
})

describe('properties', () => {
  it('when the customer or the valuer reads the property, then both see it; a stranger does not', async () => {
    expect(
      (await (await server.api(`/api/properties/${order.snapshotId}`, { token: order.token })).json())
        .AddressDetails.Address,
    ).toContain('Carrowbrook')
    expect((await server.api(`/api/properties/${order.snapshotId}`, { token: valuer })).status).toBe(200)
    expect((await server.api(`/api/properties/${order.snapshotId}`, { token: otherCustomer })).status).toBe(
      404,
    )
    expect((await server.api(`/api/properties/${order.snapshotId}`)).status).toBe(401)
  })

  it('when the valuer corrects the details of a delivered order’s class, then it is refused (a reissue corrects it); bad details are a 400 by its rules; another class is a 404', async () => {
    const read = await (
      await server.api(`/api/properties/residential/${order.snapshotId}`, { token: valuer })
    ).json()
    expect(read.Details).toMatchObject({ Bedrooms: 4, LandAreaM2: 752 })
    const patched = await server.api(`/api/properties/residential/${order.snapshotId}`, {
      method: 'PATCH',
      token: valuer,
      json: { LandAreaM2: 760 },
    })
    expect(patched.status).toBe(409)
    expect((await patched.json()).message).toMatch(/Reissue/)
    const bad = await server.api(`/api/properties/residential/${order.snapshotId}`, {
      method: 'PATCH',
      token: valuer,
      json: { Bedrooms: -2, Pool: true },
    })
    expect(bad.status).toBe(400)
    expect(
      (await server.api(`/api/properties/commercial/${order.snapshotId}`, { token: valuer })).status,
    ).toBe(404)
    const address = await server.api(`/api/properties/${order.snapshotId}`, {
      method: 'PATCH',
      token: valuer,
      json: { AddressDetails: { Postcode: '43' } },
    })
    expect(await address.json()).toHaveProperty(['AddressDetails.Postcode'])
  })

  it('when a customer tries to change what set the price of a paid order, then it is refused and stays', async () => {
    const snapshot = await server.payload.findByID({
      collection: 'property-snapshots',
      id: order.snapshotId,
      depth: 0,
    })
    const owner = await server.payload.findByID({
      collection: 'users',
      id: idOf(snapshot.customer),
    })
    await expect(
      server.payload.update({
        collection: 'property-snapshots',
        id: order.snapshotId,
        data: { estimatedValue: 1, tenancies: 99 },
        user: owner,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 409 })
    expect(
      await server.payload.findByID({ collection: 'property-snapshots', id: order.snapshotId }),
    ).toMatchObject({ estimatedValue: 845000, tenancies: 1 })
  })
})
