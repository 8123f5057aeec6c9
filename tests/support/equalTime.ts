import type { TestServer } from './testServer.ts'

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >> 1
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** A call that takes an e-mail address: a login, a reset request, a sign-up, on either door. */
export type AddressCall = (email: string) => Promise<Response>

/** The calls whose time must not tell whether an address has an account, by door. */
export const addressCalls = (server: TestServer): Record<string, AddressCall> => {
  const post = (path: string, json: unknown) => server.api(path, { method: 'POST', json })
  return {
    'POST /api/auth/login': (email) =>
      post('/api/auth/login', { Email: email, Password: 'a wrong password' }),
    'POST /cms-api/users/login': (email) =>
      post('/cms-api/users/login', { email, password: 'a wrong password' }),
    'POST /api/auth/reset_password/request': (email) =>
      post('/api/auth/reset_password/request', { Email: email }),
    'POST /cms-api/users/forgot-password': (email) => post('/cms-api/users/forgot-password', { email }),
    'POST /api/users/register': (email) =>
      post('/api/users/register', {
        Email: email,
        Password: 'a long password',
        FirstName: 'Reg',
        LastName: 'Ister',
      }),
  }
}

let unknownCount = 0

/**
 * Times `call` for an address with an account and for addresses without one, in pairs back to back (a slow
 * moment of the machine slows both of a pair alike), each pair starting with either in turn. Before each call
 * the known account is put back as it was (untimed): a wrong password counts towards its lockout, a reset
 * request marks it, and each call should meet the account an attacker's first call would.
 */
export async function timePairs(
  server: TestServer,
  known: { id: number; email: string },
  call: AddressCall,
  pairs: number,
) {
  const time = async (email: string) => {
    await server.payload.db.updateOne({
      collection: 'users',
      where: { id: { equals: known.id } },
      data: { loginAttempts: 0, lockUntil: null, resetPasswordRequestedAt: null },
    })
    const began = performance.now()
    const response = await call(email)
    await response.arrayBuffer()
    return { ms: performance.now() - began, status: response.status }
  }
  const unknownEmail = () => `nobody-${++unknownCount}@example.com`
  // A first call of each kind warms what is loaded lazily.
  await time(known.email)
  await time(unknownEmail())
  const times = { known: [] as number[], unknown: [] as number[] }
  const statuses = { known: new Set<number>(), unknown: new Set<number>() }
  for (let n = 0; n < pairs; n++)
    for (const which of n % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
      const result = await time(which === 'known' ? known.email : unknownEmail())
      times[which].push(result.ms)
      statuses[which].add(result.status)
    }
  return {
    known: median(times.known),
    unknown: median(times.unknown),
    /** The median of the pairs' differences (known − unknown), in ms. */
    difference: median(times.known.map((ms, n) => ms - times.unknown[n]!)),
    statuses: { known: [...statuses.known], unknown: [...statuses.unknown] },
  }
}
