/**
 * npm run bench — the built product on a fresh copy of the database, measured end to end: marketing
 * pages, publish-to-live, the API under 50 concurrent clients, PDF rendering, start-up and memory.
 * Prints tables and writes them to docs/benchmarks.md with the machine they ran on. Figures, not tests.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { percentiles } from '../support/bursts.ts'
import { placeOrder } from '../support/placeOrder.ts'
import { measureLighthouse } from './lighthouse.ts'
import { measureOrderPlacementSetups } from './orderPlacement.ts'
import { measurePdfs } from './pdfs.ts'
import { startBuiltServer } from './server.ts'
import { measureSideBySide } from './sideBySide.ts'
import { marketingPages, measurePages } from './site.ts'
import { requireTools } from './wrk.ts'

const root = path.resolve(import.meta.dirname, '../..')
const admin = { email: 'bench@valuedesk.test', password: 'bench-admin-password' }
const clients = 50
const apiSeconds = Number(process.env.BENCH_SECONDS ?? 5)

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number) =>
  Math.round(Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024)

/** From a published change through the CMS (Payload's Local API behind /cms-api) to the changed HTML being served. */
async function publishToLive(base: string) {
  const login = await (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ Email: admin.email, Password: admin.password }),
    })
  ).json()
  const headers = { authorization: `JWT ${login.Token}`, 'content-type': 'application/json' }
  const { docs } = await (
    await fetch(`${base}/cms-api/pages?where[slug][equals]=pricing&depth=0`, { headers })
  ).json()
  const pricing = docs[0]
  const times: number[] = []
  for (let n = 0; n < 5; n++) {
    await fetch(`${base}/pricing`) // cached before the change
    const heading = `Straightforward fees ${Date.now()}-${n}`
    const layout = pricing.layout.map((block: object, index: number) =>
      index === 0 ? { ...block, heading } : block,
    )
    const began = performance.now()
    const saved = await fetch(`${base}/cms-api/pages/${pricing.id}`, {
      method: 'PATCH',
      headers,
      body: JSON.stringify({ layout, _status: 'published' }),
    })
    if (!saved.ok) throw new Error(`publishing failed: ${saved.status}`)
    while (!(await (await fetch(`${base}/pricing`)).text()).includes(heading))
      if (performance.now() - began > 10_000) throw new Error('not live within 10 s')
    times.push(performance.now() - began)
  }
  return percentiles(times)
}

/**
 * `concurrent` customers placing orders for `seconds`, each starting its next order when the last is done.
 * Back to back (`pauseMs` 0) the figure is a whole order's time (five calls); with a pause before each
 * call, as a customer filling in the form takes, it is each call's answer time.
 */
async function customersOrdering(base: string, seconds: number, concurrent: number, pauseMs = 0) {
  const orderMs: number[] = []
  const callMs: number[] = []
  let errors = 0
  let n = 0
  const until = Date.now() + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrent }, async () => {
      while (Date.now() < until) {
        const began = performance.now()
        const i = n++
        const order = {
          email: `bench${i}@load.test`,
          address: `${(i % 400) + 1} Carrowbrook Court, Kearneys Spring QLD 4350`,
        }
        const pacing =
          pauseMs > 0
            ? {
                thinkMs: () => Math.random() * 2 * pauseMs,
                onAnswer: (_: string, ms: number) => void callMs.push(ms),
              }
            : {}
        await placeOrder(base, { ...order, ...pacing }).then(
          () => void orderMs.push(performance.now() - began),
          () => void errors++,
        )
      }
    }),
  )
  return { errors, perSecond: orderMs.length / seconds, ...percentiles(pauseMs > 0 ? callMs : orderMs) }
}

requireTools(['wrk', 'nginx'])
/** The instant quote's body: a house in Toowoomba for SMSF reporting. */
const quoteBody = JSON.stringify({
  AddressDetails: { Address: '8 Wendover Court, Kearneys Spring QLD 4350' },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 860000,
  AssessmentDetails: { Purpose: 'smsf-reporting' },
})

/** A guest's bearer token, as the order wizard gets one before its first quote. */
async function guestToken(base: string): Promise<string> {
  const response = await fetch(`${base}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      FirstName: 'Quote',
      LastName: 'Bench',
      Email: 'quote@bench.test',
      Phone: '0400 000 000',
      RequestBearerToken: true,
    }),
  })
  return ((await response.json()) as { Token: string }).Token
}

const server = await startBuiltServer({
  RATE_LIMIT_MULTIPLIER: '100000',
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
})
const results: string[] = []
const table = (title: string, rows: object[]) => {
  console.log(`\n${title}`)
  console.table(rows)
  const keys = Object.keys(rows[0] ?? {})
  results.push(
    `### ${title}\n\n| ${keys.join(' | ')} |\n| ${keys.map(() => '---').join(' | ')} |\n${rows.map((row) => `| ${Object.values(row).join(' | ')} |`).join('\n')}\n`,
  )
}
try {
  const startSeconds = server.startSeconds
  const startedRss = rssMb(server.pid)
  const blogPost = /href="(\/blogs\/\d+\/[^"]+)"/.exec(await (await fetch(`${server.url}/blogs`)).text())?.[1]
  if (!blogPost) throw new Error('no blog post linked from /blogs')
  const quote = { token: await guestToken(server.url), body: quoteBody }
  table(
    `Side by side (wrk, 1 thread, 50 connections, ${process.env.BENCH_SECONDS ?? 8} s each, after a 1 s warm-up; the same machine, one after another)`,
    await measureSideBySide(server.url, quote),
  )
  table(
    `Marketing pages (wrk, 50 connections, ${process.env.BENCH_SECONDS ?? 8} s each; a bare Express app and nginx serving the same bytes beside each)`,
    await measurePages(server.url, [...marketingPages, blogPost]),
  )
  const rss = { started: startedRss, pages: rssMb(server.pid), lighthouse: 0, api: 0 }
  table(
    'Lighthouse (mobile)',
    await measureLighthouse(server.url, ['/', '/pricing', '/faq', '/valuation', blogPost]),
  )
  rss.lighthouse = rssMb(server.pid)

  const live = await publishToLive(server.url)
  table('Publish to live (/pricing, 5 publishes)', [
    { 'p50 ms': live.p50, 'p99 ms': live.p99, 'max ms': live.max },
  ])

  const alone = await customersOrdering(server.url, apiSeconds, 1)
  const orders = await customersOrdering(server.url, apiSeconds * 2, clients)
  const customers = await customersOrdering(server.url, apiSeconds * 4, clients, 1000)
  table(
    `API (unless a row says otherwise, clients send their next request as soon as the last is answered)`,
    [
      {
        call: 'order submission (5 calls, guest to valuation)',
        clients: 1,
        'per second': Number(alone.perSecond.toFixed(1)),
        'p50 ms': alone.p50,
        'p99 ms': alone.p99,
        errors: alone.errors,
      },
      {
        call: 'order submission (5 calls, guest to valuation)',
        clients,
        'per second': Number(orders.perSecond.toFixed(1)),
        'p50 ms': orders.p50,
        'p99 ms': orders.p99,
        errors: orders.errors,
      },
      {
        call: 'each call of an order, customers pausing ~1 s per step',
        clients,
        'per second': Number(customers.perSecond.toFixed(1)),
        'p50 ms': customers.p50,
        'p99 ms': customers.p99,
        errors: customers.errors,
      },
    ],
  )

  rss.api = rssMb(server.pid)
  const pdfs = await measurePdfs()
  table('PDF rendering (in process)', pdfs)
  table('Server', [
    {
      'cold start to listening s': Number(startSeconds.toFixed(1)),
      'RSS MB: started': rss.started,
      'after the pages': rss.pages,
      'after Lighthouse': rss.lighthouse,
      'after the API (end of the run)': rss.api,
    },
  ])
} finally {
  await server.stop()
}
table(
  `Order placement, the lifecycle's one call (POST /api/orders): 50 customers each placing orders back to back, ${process.env.BENCH_SECONDS ?? 8} s after a 1 s warm-up; each set-up on a fresh database (PostgreSQL: a throwaway cluster on this machine)`,
  await measureOrderPlacementSetups(),
)

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model.trim()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.type()} ${os.release()}, Node ${process.version}`
const figures = `<!-- figures: written by npm run bench -->
Written by \`npm run bench\` on ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.
Machine: ${machine}. The built product (\`npm start\`) on a fresh SQLite database; the load comes from
a second process on the same machine.

${results.join('\n')}<!-- /figures -->`
// The figures replace the previous run's; what people wrote around them (targets, findings, before and after) stays.
const file = path.join(root, 'docs/benchmarks.md')
const previous = existsSync(file) ? readFileSync(file, 'utf8') : ''
const marked = /<!-- figures[^>]*-->[\s\S]*<!-- \/figures -->/
writeFileSync(
  file,
  marked.test(previous) ? previous.replace(marked, () => figures) : `# Benchmarks\n\n${figures}\n`,
)
console.log('\nWritten to docs/benchmarks.md')
