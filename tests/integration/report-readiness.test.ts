import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { reportStatus } from '@valuedesk/domain'

import { completionFootprint } from '../support/completionFootprint.ts'
import { fillReport } from '../support/fillReport.ts'
import { licensedJane } from '../support/licensedValuer.ts'
import { attachmentOf } from '../support/outbox.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let valuer: string
let order: Awaited<ReturnType<typeof paidOrder>>
let reportId: number

type Problem = { Index: number | null; Type: string; Block: string; Field: string | null; Text: string }

const complete = (valuationId: number) =>
  server.api(`/api/valuations/${valuationId}/status`, { method: 'POST', token: valuer, json: { Status: 50 } })
const problemsOf = async (id: number): Promise<Problem[]> =>
  (await (await server.api(`/api/reports/${id}`, { token: valuer })).json()).Problems

beforeAll(async () => {
  server = await startTestServer()
  const admin = (await server.signIn('admin@example.com', ['admin'])).token
  const jane = await licensedJane(server)
  valuer = jane.token
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#8aa' } })
    .jpeg()
    .toBuffer()
  order = await paidOrder(server, { photo })
  const post = async (path: string, token: string, json: unknown) => {
    const response = await server.api(path, { method: 'POST', token, json })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  await post(`/api/valuations/${order.valuationId}/valuer`, admin, { ValuerId: jane.record.id })
  await post(`/api/valuations/${order.valuationId}/status`, valuer, { Status: 20 })
  reportId = (await post('/api/reports/from_template', valuer, { ValuationId: order.valuationId })).ReportId
})
afterAll(() => server?.close())

describe('a report is checked before it goes', () => {
  it('when the valuer opens an untouched report, then it lists each placeholder, blank and missing figure by block and field', async () => {
    const problems = await problemsOf(reportId)
    expect(problems).toEqual(
      expect.arrayContaining([
        // (Land area is the customer's, prefilled from the order; the title is the valuer's to find.)
        expect.objectContaining({ Type: 'propertyDescription', Field: 'Title' }),
        expect.objectContaining({ Type: 'location', Text: expect.stringContaining('“[Describe the suburb') }),
        expect.objectContaining({ Type: 'comparableSales', Field: 'Comparable sales' }),
        expect.objectContaining({
          Type: 'conclusion',
          Text: expect.stringMatching(
            /^Block \d+, Valuation conclusion — Market value \(\$\): is not stated; enter the market value\.$/,
          ),
        }),
        expect.objectContaining({
          Type: 'commentary',
          Text: expect.stringContaining('“[Describe the local'),
        }),
      ]),
    )
  })

  it('when an untouched report is completed, then it is refused with every problem, and nothing changes or is sent', async () => {
    // The order's own e-mails (invoice, payment) sent first: what is queued after the refusal is its own.
    await server.runAllJobs()
    const before = await completionFootprint(server.payload, order.valuationId)
    const refused = await complete(order.valuationId)
    expect(refused.status).toBe(409)
    const { message } = await refused.json()
    expect(message).toMatch(/^The report is not ready to send/)
    for (const problem of await problemsOf(reportId)) expect(message).toContain(problem.Text)

    expect(await completionFootprint(server.payload, order.valuationId)).toEqual(before)
    expect(before).toMatchObject({
      status: 20,
      reports: [{ version: 1, status: reportStatus.draft, pdf: null }],
      jobs: 0,
    })
  })

  it('when only the value is filled in, then completing names what is still left, not the value', async () => {
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    const conclusion = blocks.find((block: { Type: string }) => block.Type === 'conclusion')
    await server.api(`/api/reports/${reportId}/blocks/${conclusion.BlockId}`, {
      method: 'PUT',
      token: valuer,
      json: { Data: { ...conclusion.Data, marketValue: 845000 } },
    })
    const refused = await complete(order.valuationId)
    expect(refused.status).toBe(409)
    const { message } = await refused.json()
    expect(message).toContain('“[Describe the suburb')
    expect(message).not.toContain('Market value ($)')
  })

  it('when every block is filled in, then it completes, and the PDF sent has no placeholder or missing figure', async () => {
    await fillReport(server.url, valuer, reportId)
    expect(await problemsOf(reportId)).toEqual([])
    const completed = await complete(order.valuationId)
    expect(completed.status, await completed.clone().text()).toBe(200)
    await server.runAllJobs()
    const [mail] = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { contains: 'Your valuation report' } },
      })
    ).docs
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.pdf')
    writeFileSync(file, await attachmentOf(server, mail))
    const text = execFileSync('pdftotext', ['-raw', file, '-']).toString()
    expect(text).toContain('$845,000')
    for (const left of ['[', 'Not yet stated', 'Not provided', 'No comparable sales'])
      expect(text).not.toContain(left)
    expect(await problemsOf(reportId)).toEqual([])
  })

  it('when a correction still has a placeholder, then completing it is refused, and the customer keeps the delivered version', async () => {
    const reissued = await server.api(`/api/valuations/${order.valuationId}/reissue`, {
      method: 'POST',
      token: valuer,
      json: { Reason: 'The access road has changed.' },
    })
    expect(reissued.status, await reissued.clone().text()).toBe(201)
    const draftId = (await reissued.json()).ReportId
    const blocks = await (await server.api(`/api/reports/${draftId}/blocks`, { token: valuer })).json()
    const location = blocks.find((block: { Type: string }) => block.Type === 'location')
    await server.api(`/api/reports/${draftId}/blocks/${location.BlockId}`, {
      method: 'PUT',
      token: valuer,
      json: { Data: { text: `${location.Data.text}\n\n[Describe the new access road.]` } },
    })
    expect((await problemsOf(draftId)).map((problem) => problem.Text)).toEqual([
      `Block ${blocks.indexOf(location) + 1}, Location and map — Text: still has the template’s placeholder “[Describe the new access road.]”; replace it with the report’s own words.`,
    ])
    await server.runAllJobs()
    const before = await completionFootprint(server.payload, order.valuationId)
    const refused = await complete(order.valuationId)
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toContain('[Describe the new access road.]')
    expect(await completionFootprint(server.payload, order.valuationId)).toEqual(before)
    expect(before).toMatchObject({
      status: 50,
      reports: [
        { version: 1, status: reportStatus.final, pdf: expect.anything() },
        { version: 2, status: reportStatus.draft, pdf: null },
      ],
      jobs: 0,
    })
  })
})
