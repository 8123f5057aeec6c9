/**
 * node tests/bench/sessionsAndLimits.ts [--postgres] — what the shared counts and the session check cost a call
 * (a login, a counted call beside an uncounted one, a signed-in call): medians, on a fresh database. Run it on a
 * quiet machine, and on the commit before to compare.
 */

import { startThrowawayPostgres } from '../../cms/src/dev/throwawayPostgres.ts'
import { useFreshDatabase } from './benchEnvironment.ts'

const postgres = process.argv.includes('--postgres') ? await startThrowawayPostgres() : undefined
useFreshDatabase('sessions-limits', postgres?.url())
const { startTestServer } = await import('../support/testServer.ts')
const server = await startTestServer()

/** The median time of `times` calls one after another, in ms. */
async function median(times: number, call: (n: number) => Promise<Response>): Promise<number> {
  const took: number[] = []
  for (let n = 0; n < times; n++) {
    const started = performance.now()
    const response = await call(n)
    await response.arrayBuffer()
    if (response.status >= 400) throw new Error(`call ${n}: ${response.status}`)
    took.push(performance.now() - started)
  }
  return took.sort((x, y) => x - y)[Math.floor(took.length / 2)]!
}

try {
  const accounts = Array.from({ length: 40 }, (_, n) => `bench${n}@sessions.test`)
  for (const email of accounts)
    await server.payload.create({
      collection: 'users',
      data: { email, password: 'bench-password', roles: ['customer'] },
    })
  const { token } = await server.signIn('kept@sessions.test', ['customer'])
  const rows = {
    'POST /api/auth/login (right password)': await median(accounts.length, (n) =>
      server.api('/api/auth/login', {
        method: 'POST',
        json: { Email: accounts[n], Password: 'bench-password' },
      }),
    ),
    'GET /api/telemetry/ping (no limit)': await median(2000, () => server.api('/api/telemetry/ping')),
    'POST /api/auth/logout (a limited call, no session)': await median(2000, () =>
      server.api('/api/auth/logout', { method: 'POST' }),
    ),
    'GET /api/users/me (a kept caller)': await median(2000, () => server.api('/api/users/me', { token })),
  }
  console.info(`${postgres ? 'PostgreSQL' : 'SQLite'}, one process, medians:`)
  console.table(
    Object.entries(rows).map(([call, ms]) => ({ call, 'median (ms)': Math.round(ms * 100) / 100 })),
  )
} finally {
  await server.close()
  // Payload's destroy leaves PostgreSQL's pool open; its clients would fail loudly as the cluster stops.
  await (server.payload.db as unknown as { pool?: { end: () => Promise<void> } }).pool?.end()
  await postgres?.stop()
}
