/**
 * npm run bench:equal-time — medians of 30 pairs of calls for a known and an unknown address, and of their
 * differences against 20 % of the call or 4 ms. Run it on a quiet machine: on a busy one the spread swamps the gap
 * (tests/integration/known-address-answered-alike.test.ts checks the same with a wider tolerance).
 */

import { addressCalls, timePairs } from '../support/equalTime.ts'
import { useFreshDatabase } from './benchEnvironment.ts'

const pairs = Number(process.env.BENCH_PAIRS ?? 30)
const tolerance = { share: 0.2, ms: 4 }

useFreshDatabase('equal-time')
const { startTestServer } = await import('../support/testServer.ts')
const server = await startTestServer({ cmsRest: true })
try {
  await server.signIn('admin@example.com', ['admin'])
  const user = await server.payload.create({
    collection: 'users',
    data: { email: 'known@example.com', password: 'the right password', roles: ['customer'] },
  })
  const rows = []
  for (const [name, call] of Object.entries(addressCalls(server))) {
    const measured = await timePairs(server, { id: user.id, email: user.email }, call, pairs)
    const allowed = Math.max(tolerance.share * Math.max(measured.known, measured.unknown), tolerance.ms)
    const same = JSON.stringify(measured.statuses.known) === JSON.stringify(measured.statuses.unknown)
    const ok = same && Math.abs(measured.difference) <= allowed
    rows.push({
      call: name,
      'known (ms)': Math.round(measured.known),
      'unknown (ms)': Math.round(measured.unknown),
      'difference (ms)': Math.round(measured.difference * 10) / 10,
      'allowed (ms)': Math.round(allowed),
      statuses: `${measured.statuses.known} / ${measured.statuses.unknown}`,
      verdict: ok ? 'same' : 'differs',
    })
  }
  console.table(rows)
} finally {
  await server.close()
}
