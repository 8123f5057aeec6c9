/**
 * npm run bench:worst — the heaviest requests an anonymous caller and a signed-in customer can make, each with the
 * event loop's longest wait and busy stretch (tests/support/eventLoop.ts), beside a trivial GET. The server runs in
 * this process, so its loop is the one watched; the client's work counts against it too, so the figures are an
 * upper bound. BENCH_WORST_ONLY=text runs those whose description has it.
 */
import sharp from 'sharp'

import { collectGarbage, watchEventLoop } from '../support/eventLoop.ts'
import { useFreshDatabase } from './benchEnvironment.ts'

const RUNS = Number(process.env.BENCH_WORST_RUNS ?? 3)
/** Only the requests whose description holds this text (e.g. BENCH_WORST_ONLY=graphql). */
const ONLY = process.env.BENCH_WORST_ONLY?.toLowerCase()
/** Nothing an anonymous caller or a customer sends may hold the event loop longer (issue 32). */
const BUSY_LIMIT_MS = 100

useFreshDatabase('worst')
const { startTestServer } = await import('../support/testServer.ts')
const { buildWorld } = await import('../support/access/world.ts')

type Call = {
  who: 'anonymous' | 'customer'
  what: string
  method: string
  path: string
  body?: Buffer | FormData
  type?: string
  /** A customer other than the owner of the orders (bulk orders need an account, not a guest session). */
  token?: string
}

/** A JSON body of about `bytes`, under the 1 MB limit: the same field over and over, as `shape` lays it out. */
function bigJson(shape: 'string' | 'keys' | 'nested', bytes = 1_000_000): Buffer {
  if (shape === 'string') return Buffer.from(JSON.stringify({ FirstName: 'x'.repeat(bytes - 20) }))
  if (shape === 'nested') return Buffer.from(`${'['.repeat(bytes / 2 - 1)}${']'.repeat(bytes / 2 - 1)}`)
  const entries = Array.from({ length: Math.floor(bytes / 14) }, (_, n) => `"k${n}":${n % 10}`)
  return Buffer.from(`{${entries.join(',')}}`)
}

/** A JPEG of about 14.5 MB (under the 15 MB upload limit): 17 megapixels of noise, which compresses worst. */
const bigPhoto = () =>
  sharp({
    create: {
      width: 4800,
      height: 3600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer()

const upload = (bytes: Buffer, name: string, type: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
  return form
}

/** GraphQL's worst of issue 32: 200 aliases of the largest list in one query. */
const aliasedQuery = Buffer.from(
  JSON.stringify({
    query: `{ ${Array.from({ length: 200 }, (_, n) => `a${n}: Valuations(limit: 100) { docs { id reference } }`).join(' ')} }`,
  }),
)

const server = await startTestServer({ cmsRest: true })
try {
  console.log('Setting up: accounts, orders, a delivered report, a 14.5 MB photo…')
  const world = await buildWorld(server)
  const customer = world.tokens.owner!
  const photo = await bigPhoto()
  // As Payload checks a PDF: its header, and xref and %%EOF at its end.
  const pdf = Buffer.concat([
    Buffer.from('%PDF-1.4\n'),
    Buffer.alloc(15 * 1024 * 1024 - 64 * 1024, 'x'),
    Buffer.from('\nxref\n0 0\ntrailer\n<<>>\n%%EOF\n'),
  ])
  const verified = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(20 * 1024 * 1024 - 1024, 'x')])
  const row = (n: number) => ({
    Property: {
      AddressDetails: {
        Address: `${n + 1} Carrowbrook Court, Kearneys Spring QLD 4350`,
        Suburb: 'Kearneys Spring',
        State: 'QLD',
        Postcode: '4350',
      },
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
      Tenancies: 1,
      EstimatedValue: 860000,
    },
    Assessment: { Purpose: 'capital-gains-tax' },
  })
  const json = (value: unknown) => Buffer.from(JSON.stringify(value))
  const term = encodeURIComponent('a '.repeat(100).trim())
  const deepWhere = Array.from({ length: 40 }, (_, n) => `where[or][${n}][and][0][reference][like]=VD`).join(
    '&',
  )

  const calls: Call[] = [
    {
      who: 'anonymous',
      what: 'baseline: GET /api/telemetry/ping',
      method: 'GET',
      path: '/api/telemetry/ping',
    },
    {
      who: 'anonymous',
      what: 'POST /api/contacts, 1 MB string field',
      method: 'POST',
      path: '/api/contacts',
      body: bigJson('string'),
    },
    {
      who: 'anonymous',
      what: 'POST /api/contacts, 1 MB of 70,000 keys',
      method: 'POST',
      path: '/api/contacts',
      body: bigJson('keys'),
    },
    {
      who: 'anonymous',
      what: 'POST /api/contacts, 1 MB nested 500,000 deep',
      method: 'POST',
      path: '/api/contacts',
      body: bigJson('nested'),
    },
    {
      who: 'anonymous',
      what: 'POST /api/auth/login, wrong password',
      method: 'POST',
      path: '/api/auth/login',
      body: json({ Email: 'owner@example.com', Password: 'a wrong guess' }),
    },
    {
      who: 'anonymous',
      what: 'POST /cms-api/users/login, wrong password',
      method: 'POST',
      path: '/cms-api/users/login',
      body: json({ email: 'admin@example.com', password: 'a wrong guess' }),
    },
    {
      who: 'anonymous',
      what: 'POST /cms-api/graphql, 200 aliases',
      method: 'POST',
      path: '/cms-api/graphql',
      body: aliasedQuery,
    },
    {
      who: 'anonymous',
      what: 'GET /api/geo/google/autocomplete, 200-character term',
      method: 'GET',
      path: `/api/geo/google/autocomplete?term=${term}`,
    },
    {
      who: 'anonymous',
      what: 'GET /api/enumerations/groups',
      method: 'GET',
      path: '/api/enumerations/groups',
    },
    {
      who: 'anonymous',
      what: 'POST /api/verify/{code}, 20 MB PDF (a delivered code)',
      method: 'POST',
      path: `/api/verify/${world.done.verificationCode}`,
      body: verified,
      type: 'application/pdf',
    },
    {
      who: 'anonymous',
      what: 'POST /api/verify/{code}, 20 MB PDF (no such code)',
      method: 'POST',
      path: '/api/verify/7KQ2M-X9D4R',
      body: verified,
      type: 'application/pdf',
    },
    {
      who: 'anonymous',
      what: 'GET /api/orders/{id}/report (the delivered PDF, by its key)',
      method: 'GET',
      path: `/api/orders/${world.done.valuationId}/report?key=${world.done.key}`,
    },
    {
      who: 'customer',
      what: 'GET /api/users/me/orders?pageSize=100',
      method: 'GET',
      path: '/api/users/me/orders?pageSize=100',
    },
    {
      who: 'customer',
      what: 'GET /api/valuations?pageSize=100',
      method: 'GET',
      path: '/api/valuations?pageSize=100',
    },
    {
      who: 'customer',
      what: 'GET /api/invoices?pageSize=100',
      method: 'GET',
      path: '/api/invoices?pageSize=100',
    },
    {
      who: 'customer',
      what: 'GET /api/contacts?pageSize=100&search=(100 characters)',
      method: 'GET',
      path: `/api/contacts?pageSize=100&search=${'a'.repeat(100)}`,
    },
    {
      who: 'customer',
      what: 'GET /cms-api/valuations, deep where, depth 10',
      method: 'GET',
      path: `/cms-api/valuations?limit=100000&depth=10&${deepWhere}`,
    },
    {
      who: 'customer',
      what: 'POST /api/users/me/bulk_orders/quote, 50 rows',
      method: 'POST',
      path: '/api/users/me/bulk_orders/quote',
      body: json({ Rows: Array.from({ length: 50 }, (_, n) => row(n)) }),
      token: world.tokens.otherCustomer!,
    },
    {
      who: 'customer',
      what: 'POST /api/users/me/bulk_orders/quote, 1 MB of rows',
      method: 'POST',
      path: '/api/users/me/bulk_orders/quote',
      body: json({ Rows: Array.from({ length: 2_500 }, (_, n) => row(n)) }),
      token: world.tokens.otherCustomer!,
    },
    {
      who: 'customer',
      what: 'PATCH /api/users/me, 1 MB string field',
      method: 'PATCH',
      path: '/api/users/me',
      body: bigJson('string'),
    },
    {
      who: 'customer',
      what: 'POST /api/files, 14.5 MB JPEG',
      method: 'POST',
      path: '/api/files',
      body: upload(photo, 'photo.jpg', 'image/jpeg'),
    },
    {
      who: 'customer',
      what: 'POST /api/files, 15 MB PDF',
      method: 'POST',
      path: '/api/files',
      body: upload(pdf, 'scan.pdf', 'application/pdf'),
    },
    {
      who: 'customer',
      what: 'GET /api/invoices/{id}/export/pdf',
      method: 'GET',
      path: `/api/invoices/${world.order.invoiceId}/export/pdf`,
    },
    {
      who: 'customer',
      what: 'GET /api/invoices/{id}/export/html',
      method: 'GET',
      path: `/api/invoices/${world.order.invoiceId}/export/html`,
    },
  ]

  const send = async (call: Call) => {
    const headers: Record<string, string> = {}
    if (call.who === 'customer') headers.authorization = `Bearer ${call.token ?? customer}`
    if (call.body instanceof Buffer) headers['content-type'] = call.type ?? 'application/json'
    const response = await fetch(`${server.url}${call.path}`, {
      method: call.method,
      headers,
      body: call.body as BodyInit | undefined,
    })
    const text = await response.text()
    return { status: response.status, said: response.ok ? '' : text.slice(0, 60) }
  }

  const rows = []
  for (const call of calls) {
    if (ONLY && !call.what.toLowerCase().includes(ONLY) && !call.what.startsWith('baseline')) continue
    await send(call)
    let ms = 0
    let delay = 0
    let busy = 0
    let answer = { status: 0, said: '' }
    for (let run = 0; run < RUNS; run++) {
      collectGarbage()
      const watched = await watchEventLoop(() => send(call))
      answer = watched.result
      ms = Math.max(ms, watched.ms)
      delay = Math.max(delay, watched.delayMaxMs)
      busy = Math.max(busy, watched.busyMaxMs)
    }
    rows.push({
      caller: call.who,
      request: call.what,
      status: answer.status,
      'ms (slowest)': Math.round(ms),
      'loop delay max ms': Math.round(delay),
      'loop busy max ms': Math.round(busy),
      [`over ${BUSY_LIMIT_MS} ms`]: busy > BUSY_LIMIT_MS ? 'OVER' : '',
      refusal: answer.said,
    })
  }
  console.table(rows)
} finally {
  await server.close()
}
