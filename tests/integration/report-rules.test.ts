import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { User } from '@valuedesk/cms'
import {
  reportRule,
  reportStatus,
  ruleOutcome,
  todayInAustralia,
  type ReportRuleId,
  MINUTE_MS,
} from '@valuedesk/domain'

import { completionFootprint } from '../support/completionFootprint.ts'
import { fillReport } from '../support/fillReport.ts'
import { licensedJane, licensedValuer } from '../support/licensedValuer.ts'
import { paidOrder } from '../support/paidOrder.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let admin: { user: User; token: string }
let jane: Awaited<ReturnType<typeof licensedJane>>
let pete: { user: User; token: string }
let janeRecordId: number

type Block = { BlockId: string; Type: string; Index: number; Data: Record<string, unknown> }
type Check = {
  Rule: ReportRuleId
  Outcome: string
  Findings: string[]
  Note: { Note: string; By: string } | null
}
type Detail = {
  Status: string
  Problems: { Rule: string; Text: string }[]
  Checks: Check[]
  Notes: { Rule: string; Note: string; By: string; At: string }[]
  Edits: { At: string; By: string; Changes: string[] }[]
}

const call = async (path: string, token: string, method = 'GET', json?: unknown) =>
  server.api(path, { method, token, json })
const ok = async <T = unknown>(path: string, token: string, method = 'GET', json?: unknown): Promise<T> => {
  const response = await call(path, token, method, json)
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (response.status === 204 ? undefined : await response.json()) as T
}
const complete = (valuationId: number, token = jane.token) =>
  call(`/api/valuations/${valuationId}/status`, token, 'POST', { Status: 50 })
const detailOf = (reportId: number, token = jane.token) => ok<Detail>(`/api/reports/${reportId}`, token)
const blocksOf = (reportId: number) => ok<Block[]>(`/api/reports/${reportId}/blocks`, jane.token)
const blockOf = async (reportId: number, type: string) =>
  (await blocksOf(reportId)).find((block) => block.Type === type)!
const putBlock = (reportId: number, block: Block, Data: Record<string, unknown>) =>
  ok(`/api/reports/${reportId}/blocks/${block.BlockId}`, jane.token, 'PUT', { Data })

/** A paid order assigned to Jane and started, its report built from the template and finished by her. */
async function readyReport(email: string) {
  const order = await paidOrder(server, { email })
  await ok(`/api/valuations/${order.valuationId}/valuer`, admin.token, 'POST', { ValuerId: janeRecordId })
  await ok(`/api/valuations/${order.valuationId}/status`, jane.token, 'POST', { Status: 20 })
  const { ReportId } = await ok<{ ReportId: number }>('/api/reports/from_template', jane.token, 'POST', {
    ValuationId: order.valuationId,
  })
  await fillReport(server.url, jane.token, ReportId)
  return { ...order, reportId: ReportId }
}

/** The SHA-256 of a stored file's bytes, as the customer downloads them. */
async function sha256Of(fileId: number | string) {
  const { readStoredFile } = await import('@valuedesk/cms')
  const file = await server.payload.findByID({ collection: 'files', id: fileId, depth: 0 })
  return createHash('sha256')
    .update(await readStoredFile(server.payload, 'files', file))
    .digest('hex')
}

beforeAll(async () => {
  server = await startTestServer({ cmsRest: true })
  admin = await server.signIn('admin@example.com', ['admin'], { firstName: 'Ada', lastName: 'Admin' })
  jane = await licensedJane(server)
  janeRecordId = jane.record.id
  pete = await licensedValuer(server, 'pete@example.com', {
    firstName: 'Pete',
    lastName: 'Helper',
    signed: true,
  })
})
afterAll(() => server?.close())

describe('each failing rule blocks completion', () => {
  let order: Awaited<ReturnType<typeof readyReport>>
  beforeAll(async () => {
    order = await readyReport('rules@example.com')
    await server.runAllJobs()
  })

  /** Breaks the ready report one way, tries to complete it, checks the refusal, and puts it back. */
  async function refusedFor(rule: ReportRuleId, breakIt: () => Promise<() => Promise<unknown>>) {
    const restore = await breakIt()
    try {
      const detail = await detailOf(order.reportId)
      const check = detail.Checks.find((candidate) => candidate.Rule === rule)!
      expect(check.Outcome).toBe(ruleOutcome.fail)
      expect(detail.Checks.filter((other) => other.Outcome !== ruleOutcome.pass).map((c) => c.Rule)).toEqual([
        rule,
      ])
      const before = await completionFootprint(server.payload, order.valuationId)
      const refused = await complete(order.valuationId)
      expect(refused.status).toBe(409)
      const { message } = await refused.json()
      for (const line of check.Findings) expect(message).toContain(line)
      expect(await completionFootprint(server.payload, order.valuationId)).toEqual(before)
    } finally {
      await restore()
    }
    expect((await detailOf(order.reportId)).Problems).toEqual([])
  }

  const changeBlock =
    (type: string, change: (data: Record<string, unknown>) => Record<string, unknown>) => async () => {
      const block = await blockOf(order.reportId, type)
      await putBlock(order.reportId, block, change(block.Data))
      return () => putBlock(order.reportId, block, block.Data)
    }

  it('when a placeholder is left in a text, then completing is refused for it', () =>
    refusedFor(
      reportRule.placeholders,
      changeBlock('location', (data) => ({ ...data, text: `${data.text} [Describe the view.]` })),
    ))

  it('when a row of the property description is blank, then the property is not described', () =>
    refusedFor(
      reportRule.propertyDescribed,
      changeBlock('propertyDescription', (data) => ({
        ...data,
        rows: (data.rows as { label: string; value: string }[]).map((row, at) =>
          at ? row : { ...row, value: '' },
        ),
      })),
    ))

  it('when a block is left empty, then completing is refused for it', () =>
    refusedFor(
      reportRule.blocksFilled,
      changeBlock('methodology', (data) => ({ ...data, text: '' })),
    ))

  it('when an SMSF report lists two comparable sales, then it fails (three needed)', () =>
    refusedFor(
      reportRule.comparableSales,
      changeBlock('comparableSales', (data) => ({ ...data, sales: (data.sales as unknown[]).slice(0, 2) })),
    ))

  it('when a sale is dated after the date of valuation, then completing is refused', () => {
    const tomorrow = new Date(`${todayInAustralia()}T12:00:00Z`)
    tomorrow.setUTCDate(tomorrow.getUTCDate() + 1)
    return refusedFor(
      reportRule.salesDated,
      changeBlock('comparableSales', (data) => ({
        ...data,
        sales: (data.sales as { saleDate: string }[]).map((sale, at) =>
          at ? sale : { ...sale, saleDate: tomorrow.toISOString().slice(0, 10) },
        ),
      })),
    )
  })

  it('when the report concludes twice, then completing is refused', () =>
    refusedFor(reportRule.conclusion, async () => {
      const [added] = (
        await ok<Block[]>(`/api/reports/${order.reportId}/blocks`, jane.token, 'POST', {
          Type: 'conclusion',
          Index: 1,
          // The figure fillReport adopted, inside the sales' adjusted range: only the doubling is wrong.
          Data: { marketValue: 610_000 },
        })
      ).filter((block) => block.Type === 'conclusion')
      return () => ok(`/api/reports/blocks/${added!.BlockId}`, jane.token, 'DELETE')
    }))

  it('when the market value is $0, then completing is refused', () =>
    refusedFor(
      reportRule.figuresStated,
      changeBlock('conclusion', (data) => ({ ...data, marketValue: 0 })),
    ))

  it('when the valuer’s licence in the property’s state expired before the report’s date, then completing is refused', () =>
    refusedFor(reportRule.valuerLicensed, async () => {
      const record = await server.payload.findByID({ collection: 'practice-valuers', id: janeRecordId })
      // A change of licences clears the verification: the admin verifies them again.
      const recordLicences = async (licences: NonNullable<typeof record.licences>) => {
        await server.payload.update({ collection: 'practice-valuers', id: janeRecordId, data: { licences } })
        await server.payload.update({
          collection: 'practice-valuers',
          id: janeRecordId,
          data: { signatureVerified: true },
        })
      }
      await recordLicences([{ state: 'QLD', number: '4821', expiresOn: '2025-06-30' }])
      return () => recordLicences(record.licences?.map(({ state, number }) => ({ state, number })) ?? [])
    }))

  it('when the valuer’s signature is not verified, then completing is refused, saying so', () =>
    refusedFor(reportRule.signature, async () => {
      await server.payload.update({
        collection: 'practice-valuers',
        id: janeRecordId,
        data: { signatureVerified: false },
      })
      return () =>
        server.payload.update({
          collection: 'practice-valuers',
          id: janeRecordId,
          data: { signatureVerified: true },
        })
    }))

  it('when the signature block is deleted, then completing is refused', () =>
    refusedFor(reportRule.signature, async () => {
      const block = await blockOf(order.reportId, 'signature')
      await ok(`/api/reports/blocks/${block.BlockId}`, jane.token, 'DELETE')
      return () =>
        ok(`/api/reports/${order.reportId}/blocks`, jane.token, 'POST', {
          Type: 'signature',
          Index: block.Index,
        })
    }))
})

describe('a warning needs a note', () => {
  it('when a retrospective report relies on a sale well before its date, then it warns; without a note completing is refused, with one it completes and the note is kept', async () => {
    const order = await readyReport('warning@example.com')
    const { correctOrder } = await import('@valuedesk/cms')
    // Valued at the end of last financial year; the sales are re-dated to fit, one of them 20 months before.
    const valuationDate = `${Number(todayInAustralia().slice(0, 4)) - 1}-06-30`
    await correctOrder(server.payload, admin.user, order.valuationId, { retrospectiveDate: valuationDate })
    const sales = await blockOf(order.reportId, 'comparableSales')
    const year = Number(valuationDate.slice(0, 4))
    await putBlock(order.reportId, sales, {
      ...sales.Data,
      sales: (sales.Data.sales as { saleDate: string }[]).map((sale, at) => ({
        ...sale,
        saleDate: at === 0 ? `${year - 2}-10-15` : `${year}-0${at + 2}-01`,
      })),
    })
    const warned = (await detailOf(order.reportId)).Checks.find(
      (check) => check.Rule === reportRule.salesDated,
    )!
    expect(warned).toMatchObject({ Outcome: ruleOutcome.warn, Note: null })
    expect(warned.Findings).toEqual([
      expect.stringContaining('more than 12 months before the date of valuation'),
    ])

    await server.runAllJobs()
    const before = await completionFootprint(server.payload, order.valuationId)
    const refused = await complete(order.valuationId)
    expect(refused.status).toBe(409)
    expect((await refused.json()).message).toContain(
      'write a note under “Sales known at the date of valuation”',
    )
    expect(await completionFootprint(server.payload, order.valuationId)).toEqual(before)

    const never = await call(
      `/api/reports/${order.reportId}/notes/${reportRule.signature}`,
      jane.token,
      'PUT',
      {
        Note: 'Trust me.',
      },
    )
    expect(never.status).toBe(400)
    expect(Object.keys(await never.json())).toEqual(['Rule'])
    const empty = await call(
      `/api/reports/${order.reportId}/notes/${reportRule.salesDated}`,
      jane.token,
      'PUT',
      {
        Note: '  ',
      },
    )
    expect(Object.keys(await empty.json())).toEqual(['Note'])
    const raw = await call(`/cms-api/reports/${order.reportId}`, jane.token, 'PATCH', {
      ruleNotes: [{ rule: reportRule.salesDated, note: 'Sneaked in', at: new Date().toISOString() }],
    })
    expect(raw.status).toBe(403)

    const note =
      'Few sales in this street in that year; the 2024 sale is the closest comparable and was adjusted.'
    const noted = await ok<Detail>(
      `/api/reports/${order.reportId}/notes/${reportRule.salesDated}`,
      jane.token,
      'PUT',
      { Note: note },
    )
    expect(noted.Problems).toEqual([])
    expect(noted.Checks.find((check) => check.Rule === reportRule.salesDated)).toMatchObject({
      Outcome: ruleOutcome.warn,
      Note: { Note: note, By: 'Jane Citizen' },
    })
    const completed = await complete(order.valuationId)
    expect(completed.status, await completed.clone().text()).toBe(200)
    const kept = await detailOf(order.reportId, admin.token)
    expect(kept).toMatchObject({
      Status: reportStatus.final,
      Notes: [{ Rule: reportRule.salesDated, Note: note, By: 'Jane Citizen' }],
    })
  })
})

describe('completion is all or nothing, and only the assigned valuer’s or an admin’s', () => {
  it('when a valuer of the practice who is not assigned completes a ready report, then it is refused (403) and nothing changes', async () => {
    const order = await readyReport('helper@example.com')
    await server.runAllJobs()
    const before = await completionFootprint(server.payload, order.valuationId)
    const refused = await complete(order.valuationId, pete.token)
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toMatch(/assigned to this valuation, or an admin/)
    expect(await completionFootprint(server.payload, order.valuationId)).toEqual(before)
    expect(before).toMatchObject({
      status: 20,
      reports: [{ status: reportStatus.draft, pdf: null, completedAt: null }],
    })
    const reports = await ok<unknown[]>(`/api/valuations/${order.valuationId}/reports`, order.token)
    expect(reports).toEqual([])
    expect((await complete(order.valuationId, admin.token)).status).toBe(200)
  })
})

describe('a delivered PDF’s bytes never change', () => {
  it('when anything tries to replace or alter a delivered report, then the stored PDF is byte for byte the same', async () => {
    const order = await readyReport('delivered@example.com')
    expect((await complete(order.valuationId)).status).toBe(200)
    const delivered = await server.payload.findByID({ collection: 'reports', id: order.reportId, depth: 0 })
    const pdfId = delivered.pdf as number
    const sha = await sha256Of(pdfId)
    const unchanged = async (attempt: string) => {
      const now = await server.payload.findByID({ collection: 'reports', id: order.reportId, depth: 0 })
      expect([now.status, now.pdf, now.blocks], attempt).toEqual([delivered.status, pdfId, delivered.blocks])
      expect(await sha256Of(pdfId), attempt).toBe(sha)
    }
    const templates = await ok<{ TemplateId: number }[]>('/api/reports/templates', admin.token)
    const other = templates.find((template) => template.TemplateId !== delivered.template)!

    for (const token of [jane.token, admin.token]) {
      const fresh = await call('/api/reports/from_template', token, 'POST', {
        ValuationId: order.valuationId,
        TemplateId: other.TemplateId,
      })
      expect(fresh.status).toBe(409)
      await unchanged('from another template')
      const [block] = await blocksOf(order.reportId)
      const put = await call(`/api/reports/${order.reportId}/blocks/${block!.BlockId}`, token, 'PUT', {
        Data: { title: 'Changed' },
      })
      expect(put.status).toBe(409)
      await unchanged('PUT /api/reports/…/blocks')
      expect((await complete(order.valuationId, token)).status).toBe(409)
      await unchanged('completed again')
    }
    // A re-render is a preview; the stored file stays.
    expect((await call(`/api/reports/${order.reportId}/pdf`, admin.token)).status).toBe(200)
    await unchanged('re-rendered')
    const rest = await call(`/cms-api/reports/${order.reportId}`, admin.token, 'PATCH', {
      status: reportStatus.draft,
      blocks: [],
    })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    const made = await call('/cms-api/reports', admin.token, 'POST', {
      title: 'Replacement',
      valuation: order.valuationId,
    })
    expect(made.status).toBeGreaterThanOrEqual(400)
    const body = new FormData()
    body.append(
      'file',
      new Blob([new Uint8Array(Buffer.from('%PDF-1.4 forged'))], { type: 'application/pdf' }),
      'x.pdf',
    )
    const replaced = await server.api(`/cms-api/files/${pdfId}`, {
      method: 'PATCH',
      token: admin.token,
      body,
    })
    expect(replaced.status).toBeGreaterThanOrEqual(400)
    await unchanged('through /cms-api')

    const reissued = await ok<{ ReportId: number }>(
      `/api/valuations/${order.valuationId}/reissue`,
      jane.token,
      'POST',
      {
        Reason: 'The land area was wrong.',
      },
    )
    await fillReport(server.url, jane.token, reissued.ReportId)
    expect((await complete(order.valuationId)).status).toBe(200)
    const version2 = await server.payload.findByID({ collection: 'reports', id: reissued.ReportId, depth: 0 })
    expect(version2.pdf).not.toBe(pdfId)
    expect(await sha256Of(pdfId)).toBe(sha)
    expect((await server.payload.findByID({ collection: 'reports', id: order.reportId })).status).toBe(
      reportStatus.superseded,
    )
  })
})

describe('every report edit is recorded', () => {
  it('when the valuer edits a report and it is completed, then its history says who, when and what, before and after', async () => {
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8aa' } })
      .jpeg()
      .toBuffer()
    const order = await paidOrder(server, { email: 'history@example.com', photo })
    await ok(`/api/valuations/${order.valuationId}/valuer`, admin.token, 'POST', { ValuerId: janeRecordId })
    await ok(`/api/valuations/${order.valuationId}/status`, jane.token, 'POST', { Status: 20 })
    const { ReportId } = await ok<{ ReportId: number }>('/api/reports/from_template', jane.token, 'POST', {
      ValuationId: order.valuationId,
    })
    const conclusion = await blockOf(ReportId, 'conclusion')
    await putBlock(ReportId, conclusion, { ...conclusion.Data, marketValue: 845_000 })
    await fillReport(server.url, jane.token, ReportId)
    expect((await complete(order.valuationId)).status).toBe(200)

    const { Edits } = await detailOf(ReportId, admin.token)
    expect(Edits[0]).toMatchObject({ By: 'Jane Citizen', Changes: ['Report started'] })
    expect(Edits[1]).toMatchObject({ By: 'Jane Citizen' })
    expect(Edits[1]!.Changes).toContain('Valuation conclusion — market value: empty → $845,000')
    expect(Edits[1]!.Changes.filter((line) => line.includes('market value'))).toHaveLength(1)
    expect(Edits.flatMap((edit) => edit.Changes)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Location and map — text: “\[Describe the suburb.*” → “Kearneys Spring is/),
        'Status: Draft → Final',
      ]),
    )
    for (const edit of Edits) expect(Date.parse(edit.At)).toBeGreaterThan(Date.now() - 10 * MINUTE_MS)
    const forged = await call(`/cms-api/reports/${ReportId}`, admin.token, 'PATCH', { edits: [] })
    expect(forged.status).toBeGreaterThanOrEqual(400)
    expect((await detailOf(ReportId, admin.token)).Edits).toEqual(Edits)
  })
})
