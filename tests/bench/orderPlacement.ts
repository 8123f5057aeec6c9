/**
 * Order placement as the lifecycle's one call (POST /api/orders): `clients` customers, each with a guest session
 * of their own, placing orders back to back (a new OrderKey each time) for a fixed time. Measured on one process
 * on SQLite, one on PostgreSQL and two on one PostgreSQL database (clients split between them, as a load
 * balancer would). Run alone: node tests/bench/orderPlacement.ts
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { postgresBinDir, startThrowawayPostgres } from '../../cms/src/dev/throwawayPostgres.ts'
import { percentiles } from '../support/bursts.ts'
import { startBuiltServer } from './server.ts'

const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const clients = 50

/** A guest's session, as the wizard's contact step makes one: its contact and bearer token. */
async function guest(base: string, n: number): Promise<{ contactId: number; token: string }> {
  const response = await fetch(`${base}/api/contacts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      FirstName: `Bench${n}`,
      LastName: 'Orders',
      Email: `orders${n}@bench.test`,
      Phone: '0400 000 000',
      RequestBearerToken: true,
    }),
  })
  if (!response.ok) throw new Error(`guest ${n}: ${response.status} ${await response.text()}`)
  const { ContactId, Token } = (await response.json()) as { ContactId: number; Token: string }
  return { contactId: ContactId, token: Token }
}

const order = (contactId: number, n: number) =>
  JSON.stringify({
    OrderKey: crypto.randomUUID(),
    ContactId: contactId,
    Property: {
      AddressDetails: { Address: `${(n % 400) + 1} Carrowbrook Court, Kearneys Spring QLD 4350` },
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
      Tenancies: 1,
      EstimatedValue: 860000,
    },
    Assessment: {
      Purpose: 'smsf-reporting',
      Fund: { Name: 'Bench Family Super Fund', Trustee: 'Bench Nominees Pty Ltd', Abn: '51 824 753 556' },
    },
    Details: { Form: 'residential', Details: { Bedrooms: 4, Bathrooms: 2 } },
  })

/**
 * `clients` customers spread over `bases` (client n on bases[n % length]) placing orders back to back for
 * `seconds`, after a warm-up of a second: orders per second, and each order's p50/p99/max in ms.
 */
export async function measureOrderPlacement(bases: readonly string[], run = seconds) {
  const sessions = await Promise.all(
    Array.from({ length: clients }, async (_, n) => {
      const base = bases[n % bases.length]!
      return { base, ...(await guest(base, n)) }
    }),
  )
  let placed = 0
  const place = async ({ base, contactId, token }: (typeof sessions)[number]) => {
    const response = await fetch(`${base}/api/orders`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: order(contactId, placed++),
    })
    const text = await response.text()
    if (response.status !== 201) throw new Error(`${response.status}: ${text.slice(0, 200)}`)
  }
  const load = async (runSeconds: number) => {
    const times: number[] = []
    const failures: string[] = []
    const until = performance.now() + runSeconds * 1000
    await Promise.all(
      sessions.map(async (session) => {
        while (performance.now() < until) {
          const began = performance.now()
          await place(session).then(
            () => void times.push(performance.now() - began),
            (error: Error) => void failures.push(error.message),
          )
        }
      }),
    )
    return { times, failures }
  }
  await load(1)
  const { times, failures } = await load(run)
  if (failures.length) console.warn(`order placement: ${failures.length} failed, e.g. ${failures[0]}`)
  return { perSecond: times.length / run, errors: failures.length, ...percentiles(times) }
}

/** The three set-ups side by side, each on a fresh database, one after another. */
export async function measureOrderPlacementSetups() {
  const rows = []
  const row = (setup: string, result: Awaited<ReturnType<typeof measureOrderPlacement>>, extra = {}) => ({
    setup,
    clients,
    'orders/s': Number(result.perSecond.toFixed(1)),
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'max ms': result.max,
    errors: result.errors,
    ...extra,
  })
  const env = { RATE_LIMIT_MULTIPLIER: '100000' }
  const sqlite = await startBuiltServer(env)
  try {
    rows.push(
      row('one process, SQLite', await measureOrderPlacement([sqlite.url]), {
        target: '≥ 50 orders/s, p99 ≤ 1,000 ms',
      }),
    )
  } finally {
    await sqlite.stop()
  }

  if (!postgresBinDir()) {
    console.warn('PostgreSQL server binaries not found: order placement measured on SQLite only')
    return rows
  }
  const postgres = await startThrowawayPostgres()
  try {
    const onPostgres = async (database: string, processes: number) => {
      postgres.createDatabase(database)
      // Every process behind a balancer shares the database, the secret and (here, one disk) the data folder.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-bench-pg-'))
      const shared = {
        ...env,
        DATABASE_URL: postgres.url(database),
        PAYLOAD_SECRET: 'bench-secret-of-at-least-thirty-two-characters',
        DATA_DIR: dataDir,
      }
      const first = await startBuiltServer(shared)
      const servers = [first]
      for (let n = 1; n < processes; n++) servers.push(await startBuiltServer(shared))
      try {
        return await measureOrderPlacement(servers.map((server) => server.url))
      } finally {
        await Promise.all(servers.map((server) => server.stop()))
        rmSync(dataDir, { recursive: true, force: true })
      }
    }
    const one = await onPostgres('bench_one', 1)
    rows.push(row('one process, PostgreSQL', one))
    const two = await onPostgres('bench_two', 2)
    rows.push(
      row('two processes, one PostgreSQL', two, {
        'vs one process': `${(two.perSecond / one.perSecond).toFixed(2)}×`,
        target: '≥ 1.7× one process',
      }),
    )
  } finally {
    await postgres.stop()
  }
  return rows
}

if (import.meta.main) console.table(await measureOrderPlacementSetups())
