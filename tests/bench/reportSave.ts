/**
 * npm run bench:report — saving a residential SMSF report (12 photos, 6 sales) as the admin's form saves it, and
 * completing one, beside two trivial requests; the server in this process. BENCH_SAVES and BENCH_COMPLETIONS bound
 * the runs (30 and 5); BENCH_EACH=1 prints each run's time and clock, BENCH_SQL=1 the counted save's statements.
 */
import { monthsBefore } from '@valuedesk/domain'

import { percentiles } from '../support/bursts.ts'
import { useFreshDatabase } from './benchEnvironment.ts'

const SAVES = Number(process.env.BENCH_SAVES ?? 30)
const COMPLETIONS = Number(process.env.BENCH_COMPLETIONS ?? 5)
const BASELINE_RUNS = 50
const PHOTOS = 12

useFreshDatabase('report-save')
const { startTestServer } = await import('../support/testServer.ts')
const { fillReport } = await import('../support/fillReport.ts')
const { paidOrder } = await import('../support/paidOrder.ts')
const { photoSlots } = await import('../support/reportToComplete.ts')
const { licensedJane } = await import('../support/licensedValuer.ts')
const { propertyPhoto } = await import('../support/phonePhotos.ts')

type Block = { BlockId: string; Type: string; Data: Record<string, unknown> }

/** Six sales near the orders' address, a few months before the date of valuation, as a valuer lists them. */
const sixSales = (valuationDate: string) =>
  [
    ['8 Wendover Court, Kearneys Spring', 862_000, 780],
    ['3 Alderley Street, Rangeville', 831_000, 720],
    ['21 Stephen Street, Harristown', 815_000, 695],
    ['5 Hakea Court, Kearneys Spring', 845_000, 710],
    ['40 Spring Street, Middle Ridge', 828_000, 750],
    ['12 Jasmine Drive, Centenary Heights', 851_000, 702],
  ].map(([address, price, landArea], at) => ({
    address: `${address} QLD 4350`,
    saleDate: monthsBefore(valuationDate, at + 1),
    price,
    landArea,
    comparison: 'Similar house and lot.',
  }))

const server = await startTestServer({ cmsRest: true })
try {
  console.log(`Setting up: a valuer, ${COMPLETIONS + 1} paid orders of ${PHOTOS} photos each, their reports…`)
  const call = async (
    path: string,
    token: string,
    init: { json?: unknown; body?: FormData; method?: string },
  ) => {
    const response = await server.api(path, { method: 'POST', token, ...init })
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`)
    return response.status === 204 ? undefined : response.json()
  }
  const admin = (await server.signIn('admin@example.com', ['admin'], { firstName: 'Ada', lastName: 'Admin' }))
    .token
  const jane = await licensedJane(server)
  const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, index) => propertyPhoto(index)))

  /** A paid order with the customer's 12 photos, assigned to Jane, started, its report made and filled. */
  const readyReport = async (n: number) => {
    const order = await paidOrder(server, {
      address: `${n + 1} Carrowbrook Court, Kearneys Spring QLD 4350`,
      email: `owner${n}@example.com`,
    })
    for (const [index, photo] of photos.entries()) {
      const body = new FormData()
      body.append(
        'file',
        new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }),
        `IMG_${1000 + index}.jpg`,
      )
      const file = await call('/api/files', order.token, { body })
      await call(`/api/valuations/${order.valuationId}/images`, order.token, {
        method: 'PUT',
        json: { FileId: file.FileId, Slot: photoSlots[index] },
      })
    }
    await call(`/api/valuations/${order.valuationId}/valuer`, admin, { json: { ValuerId: jane.record.id } })
    await call(`/api/valuations/${order.valuationId}/status`, jane.token, { json: { Status: 20 } })
    const { ReportId: reportId } = await call('/api/reports/from_template', jane.token, {
      json: { ValuationId: order.valuationId },
    })
    const blocks: Block[] = await call(`/api/reports/${reportId}/blocks`, jane.token, { method: 'GET' })
    const { valuationDate } = await call(`/api/reports/${reportId}/data`, jane.token, { method: 'GET' })
    const sales = blocks.find((block) => block.Type === 'comparableSales')!
    await call(`/api/reports/${reportId}/blocks/${sales.BlockId}`, jane.token, {
      method: 'PUT',
      json: { Data: { ...sales.Data, sales: sixSales(valuationDate) } },
    })
    await fillReport(server.url, jane.token, reportId)
    return { valuationId: order.valuationId, reportId: reportId as number }
  }

  const timed = async (runs: number, request: (run: number) => Promise<Response>) => {
    const times: number[] = []
    // With BENCH_EACH, each run's time and the phase's clock (a CPU profile's, in µs) for reading a profile.
    if (process.env.BENCH_EACH) console.log(`from ${process.hrtime.bigint() / 1000n}`)
    for (let run = -1; run < runs; run++) {
      const started = performance.now()
      const response = await request(run)
      const body = await response.text()
      if (!response.ok) throw new Error(`${response.status} ${body.slice(0, 500)}`)
      if (run >= 0) times.push(performance.now() - started)
    }
    if (process.env.BENCH_EACH)
      console.log(`to ${process.hrtime.bigint() / 1000n}: ${times.map(Math.round).join(' ')}`)
    return percentiles(times)
  }

  const edited = await readyReport(0)
  // The form's data as the admin's edit view holds it (depth 0), sent back whole as its save sends it: every
  // field but those the form does not draw (admin.disabled) and the ones Payload keeps itself.
  const { id, createdAt, updatedAt, edits, ruleNotes, ...form } = await (
    await server.api(`/cms-api/reports/${edited.reportId}?depth=0`, { token: jane.token })
  ).json()
  void [id, createdAt, updatedAt, edits, ruleNotes]
  const blocks = form.blocks as { blockType: string; text?: string }[]
  const commentary = blocks.find((block) => block.blockType === 'commentary')
  if (!commentary) throw new Error('The report has no commentary block to edit.')
  const save = (run: number) => {
    // The valuer typed a little more each time: a real edit, not the same data again.
    if (commentary) commentary.text = `${commentary.text?.replace(/ \(\d+\)$/, '')} (${run + 2})`
    const body = new FormData()
    body.append('_payload', JSON.stringify(form))
    return server.api(`/cms-api/reports/${edited.reportId}?depth=0&fallback-locale=null`, {
      method: 'PATCH',
      token: jane.token,
      body,
    })
  }
  const ping = () => server.api('/api/telemetry/ping')
  const me = () => server.api('/cms-api/users/me?depth=0', { token: jane.token })

  /** The SQL statements `work` sends, by their first word: what a save asks of the database. */
  const statementsOf = async (work: () => Promise<unknown>) => {
    const { client } = server.payload.db as unknown as {
      client: { execute: (statement: unknown) => Promise<unknown> }
    }
    const execute = client.execute.bind(client)
    const counts: Record<string, number> = {}
    client.execute = (statement) => {
      const sql = typeof statement === 'string' ? statement : (statement as { sql: string }).sql
      const verb = sql.trim().split(/\s/)[0]!.toLowerCase()
      counts[verb] = (counts[verb] ?? 0) + 1
      if (process.env.BENCH_SQL) console.log(sql.slice(0, 110))
      return execute(statement)
    }
    try {
      await work()
    } finally {
      client.execute = execute
    }
    return counts
  }

  const ready: Awaited<ReturnType<typeof readyReport>>[] = []
  for (let n = 1; n <= COMPLETIONS + 1; n++) ready.push(await readyReport(n))
  console.log('Timing…')
  const rows = [
    {
      request: 'baseline: GET /api/telemetry/ping',
      runs: BASELINE_RUNS,
      ...(await timed(BASELINE_RUNS, ping)),
    },
    {
      request: 'baseline: GET /cms-api/users/me (the valuer)',
      runs: BASELINE_RUNS,
      ...(await timed(BASELINE_RUNS, me)),
    },
    { request: 'save the report: PATCH /cms-api/reports/{id}', runs: SAVES, ...(await timed(SAVES, save)) },
    {
      // What the checklist, the actions and the history ask after each save (cms/src/adminUi/reportDetail.ts).
      request: 'after a save, the panels: GET /api/reports/{id}',
      runs: SAVES,
      ...(await timed(SAVES, () => server.api(`/api/reports/${edited.reportId}`, { token: jane.token }))),
    },
    {
      request: 'complete: POST /api/valuations/{id}/status (Completed)',
      runs: COMPLETIONS,
      // The first (the warm-up) completes the spare valuation.
      ...(await timed(COMPLETIONS, (run) =>
        server.api(`/api/valuations/${ready[run + 1]!.valuationId}/status`, {
          method: 'POST',
          token: jane.token,
          json: { Status: 50 },
        }),
      )),
    },
  ]
  const statements = await statementsOf(async () => (await save(SAVES)).text())
  console.log(`One save's SQL statements: ${JSON.stringify(statements)}`)
  console.table(
    rows.map(({ request, runs, p50, p99, max }) => ({
      request,
      runs,
      'p50 ms': p50,
      'p99 ms': p99,
      'max ms': max,
    })),
  )
} finally {
  await server.close()
}
