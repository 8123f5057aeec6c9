/**
 * Two processes of the built product on one PostgreSQL database, on two ports, as behind a load balancer.
 * PostgreSQL only: on SQLite the product is one process per database.
 */
import { rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MINUTE_MS } from '@valuedesk/domain'

import { startFakeSendgrid, type FakeSendgrid } from '../support/fakeSendgrid.ts'
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts'
import { sqlCount, sqlValue } from '../support/sqlCount.ts'

const admin = { email: 'admin@scale-out.test', password: 'scale-out-admin-password' }
const apiKey = 'SG.scale-out-test'
let sendgrid: FakeSendgrid
let a: ServerProcess
let b: ServerProcess

/** Each call below comes from a client address of its own (the processes trust the loopback balancer), unless
 * a test means one client: the limits are production's. */
let clients = 0
const newClient = () => ({ 'x-forwarded-for': `10.1.${Math.floor(++clients / 250)}.${(clients % 250) + 1}` })

const login = async (server: ServerProcess, as = admin) => {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...newClient() },
    body: JSON.stringify({ Email: as.email, Password: as.password }),
  })
  expect(response.status).toBe(200)
  return {
    token: (await response.json()).Token as string,
    cookie: response.headers.get('set-cookie')!.split(';')[0]!,
    setCookie: response.headers.get('set-cookie')!,
    hsts: response.headers.get('strict-transport-security'),
  }
}
const me = (server: ServerProcess, headers: Record<string, string>) =>
  fetch(`${server.url}/api/users/me`, { headers: { ...headers, ...newClient() } })
/** A JSON call, with a bearer token or none, from a new client address unless told one. */
const call = (
  server: ServerProcess,
  method: string,
  path: string,
  body?: unknown,
  { token, client = newClient() }: { token?: string; client?: Record<string, string> } = {},
) =>
  fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...client,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
/**
 * The messages a process logged at level error or above (its stdout is the product's JSON log), from its line
 * `from` on (the guesses of the limit tests are logged as errors by Payload's login).
 */
const errorsLogged = (server: ServerProcess, from = 0) =>
  server.lines
    .slice(from)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 50)
    .map((entry) => entry.msg)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await sendgrid?.close()
  rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
})

describe.runIf(process.env.TEST_DIALECT === 'postgres')(
  'two server processes on one PostgreSQL database',
  () => {
    beforeAll(async () => {
      const { buildWhatIsMissing } = await import('@valuedesk/api/build')
      await buildWhatIsMissing()
      sendgrid = await startFakeSendgrid(apiKey)
      // Both get this file's database and PAYLOAD_SECRET, as every process behind a load balancer must, and its data
      // folder: uploads are on one disk here (processes on separate machines need S3 for them).
      const env = {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        ADMIN_EMAIL: admin.email,
        ADMIN_PASSWORD: admin.password,
        SENDGRID_API_KEY: apiKey,
        SENDGRID_API_URL: sendgrid.url,
        // The limits as in production (the suite multiplies them), behind a balancer on this machine.
        RATE_LIMIT_MULTIPLIER: '1',
        TRUST_PROXY: 'loopback',
      }
      // Both start at once on the empty database, as a deploy of N processes does: one migrates and seeds it
      // while the other waits, then finds the work done.
      ;[a, b] = await Promise.all([
        startServerProcess('tests/support/productServer.ts', env, { readyWithinMs: 300_000 }),
        startServerProcess('tests/support/productServer.ts', env, { readyWithinMs: 300_000 }),
      ])
    }, 20 * MINUTE_MS)

    it('when both start at once on an empty database, then it is migrated and seeded once', async () => {
      expect(await sqlCount(`SELECT count(*) FROM users WHERE email = '${admin.email}'`)).toBe(1)
      expect(
        await sqlCount(
          'SELECT count(*) FROM (SELECT slug FROM pages GROUP BY slug HAVING count(*) > 1) AS twice',
        ),
      ).toBe(0)
      expect(await sqlCount('SELECT count(*) FROM countries')).toBe(1)
      expect(await sqlCount('SELECT count(*) FROM pages')).toBeGreaterThan(5)
      expect([...errorsLogged(a), ...errorsLogged(b)]).toEqual([])
    })

    it('when a user logs in through one process, then the other knows them by token and by session cookie, and a logout through it ends the session on both', async () => {
      const { token, cookie, setCookie, hsts } = await login(a)
      // In production the cookie goes over HTTPS only, and browsers are told to keep to HTTPS (HSTS).
      expect(setCookie).toMatch(/;\s*Secure\b/i)
      expect(setCookie).toMatch(/HttpOnly/i)
      expect(hsts).toBe('max-age=31536000; includeSubDomains')
      const byToken = await me(b, { authorization: `Bearer ${token}` })
      expect(byToken.status).toBe(200)
      expect(await byToken.json()).toMatchObject({ Email: admin.email })
      const byCookie = await me(b, { cookie, 'sec-fetch-site': 'same-origin' })
      expect(byCookie.status).toBe(200)
      expect(await byCookie.json()).toMatchObject({ Email: admin.email })
      // A has verified the token too: it believes it for a while without reading the session again…
      expect((await me(a, { authorization: `Bearer ${token}` })).status).toBe(200)

      expect(
        (
          await fetch(`${b.url}/cms-api/users/logout`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, ...newClient() },
          })
        ).status,
      ).toBe(200)
      // …but asks the database whether its session stands on every call: the logout through B ends it at once.
      expect((await me(a, { authorization: `Bearer ${token}` })).status).toBe(401)
    })

    it.each(['a reset through /api', 'a reset through /cms-api', 'a change of password'] as const)(
      'when a stolen session was believed by both processes, then after %s through one, both refuse it at once',
      async (how) => {
        const owner = {
          email: `owner-${how.replaceAll(/\W/g, '-')}@scale-out.test`,
          password: 'owner-password-1',
        }
        const adminToken = (await login(a)).token
        const created = await call(
          a,
          'POST',
          '/cms-api/users',
          { ...owner, roles: ['editor'] },
          { token: adminToken },
        )
        expect(created.status, await created.clone().text()).toBe(201)
        const { id } = (await created.json()).doc
        const own = (await login(a, owner)).token
        // The thief's copy of another of the owner's sessions, verified (and kept) by both processes.
        const stolen = (await login(b, owner)).token
        // The owner asks for a reset link through one process (or not, to change the password signed in)…
        let resetToken: unknown
        if (how !== 'a change of password') {
          const asked = await call(b, 'POST', '/api/auth/reset_password/request', { Email: owner.email })
          expect(asked.status).toBe(202)
          // The link's token, as the owner's mailbox would have it (a job on either process makes it).
          for (const started = Date.now(); !resetToken && Date.now() - started < 20_000; await sleep(100))
            resetToken = await sqlValue(`SELECT reset_password_token FROM users WHERE id = ${Number(id)}`)
        }
        // …while the thief's copy is in use, verified and kept by both processes (a second later: what the
        // request changed has reached every process).
        await sleep(1000)
        for (const server of [a, b])
          expect((await me(server, { authorization: `Bearer ${stolen}` })).status).toBe(200)

        const done =
          how === 'a change of password'
            ? await call(
                a,
                'PATCH',
                `/cms-api/users/${id}`,
                { password: 'changed-password-2' },
                { token: own },
              )
            : how === 'a reset through /api'
              ? await call(a, 'POST', '/api/auth/reset_password/submit', {
                  Token: resetToken,
                  Password: 'reset-password-3',
                })
              : await call(a, 'POST', '/cms-api/users/reset-password', {
                  token: resetToken,
                  password: 'reset-password-3',
                })
        expect(done.status, await done.clone().text()).toBeLessThan(300)
        for (const server of [b, a])
          expect((await me(server, { authorization: `Bearer ${stolen}` })).status, server.url).toBe(401)
        // A change keeps the session that made it (its owner's); a reset ends every session.
        for (const server of [a, b])
          expect((await me(server, { authorization: `Bearer ${own}` })).status).toBe(
            how === 'a change of password' ? 200 : 401,
          )
      },
    )

    // Each guess names an address of no account (and a reset request another address), so only the client's count
    // is at stake; both doors and both processes take turns.
    it.each([
      {
        what: 'sign-in guesses',
        limit: 20,
        doors: [
          ['/api/auth/login', (n: number) => ({ Email: `nobody-${n}@scale-out.test`, Password: 'a-guess' })],
          [
            '/cms-api/users/login',
            (n: number) => ({ email: `nobody-${n}@scale-out.test`, password: 'a-guess' }),
          ],
        ],
      },
      {
        what: 'password reset requests',
        limit: 5,
        doors: [
          ['/api/auth/reset_password/request', (n: number) => ({ Email: `forgetful-${n}@scale-out.test` })],
          ['/cms-api/users/forgot-password', (n: number) => ({ email: `forgetful-${n}@scale-out.test` })],
        ],
      },
    ] as const)(
      'when one client spreads $what over both processes and both doors, then it gets the limit ($limit) once',
      async ({ limit, doors }) => {
        const client = newClient()
        const statuses: number[] = []
        for (let n = 0; n < limit + 2; n++) {
          const [path, body] = doors[n % 2]!
          statuses.push((await call(n % 4 < 2 ? a : b, 'POST', path, body(n), { client })).status)
        }
        expect(statuses.filter((status) => status !== 429)).toHaveLength(limit)
        expect(statuses.slice(limit)).toEqual([429, 429])
      },
    )

    it('when 30 wrong guesses at one account arrive at once, from as many addresses, through both doors of both processes, then at most five passwords are checked, and the right one is refused after them', async () => {
      const victim = { email: 'victim@scale-out.test', password: 'the-right-password' }
      const adminToken = (await login(a)).token
      const created = await call(
        a,
        'POST',
        '/cms-api/users',
        { ...victim, roles: ['editor'] },
        { token: adminToken },
      )
      expect(created.status).toBe(201)
      const guess = (n: number, password: string) =>
        n % 2
          ? call(n % 4 < 2 ? a : b, 'POST', '/api/auth/login', { Email: victim.email, Password: password })
          : call(n % 4 < 2 ? a : b, 'POST', '/cms-api/users/login', { email: victim.email, password })
      // Payload counts each password it checked and found wrong.
      const checked = () =>
        sqlCount(`SELECT login_attempts AS count FROM users WHERE email = '${victim.email}'`)
      const burst = await Promise.all(
        Array.from({ length: 30 }, async (_, n) => (await guess(n, `guess-${n}`)).status),
      )
      expect(burst.every((status) => status === 401)).toBe(true)
      expect(await checked()).toBeLessThanOrEqual(5)
      // Guesses one at a time use up what the burst left of the five; none is checked beyond them.
      for (let n = 0; n < 5; n++) expect((await guess(n, `slow-guess-${n}`)).status).toBe(401)
      expect(await checked()).toBeLessThanOrEqual(5)
      expect((await guess(31, victim.password)).status).toBe(401)
    })

    it('when a page is published through one process, then the other serves it changed within a second', async () => {
      const headers = {
        authorization: `Bearer ${(await login(a)).token}`,
        'content-type': 'application/json',
      }
      const { docs } = await (
        await fetch(`${a.url}/cms-api/pages?where[slug][equals]=pricing&depth=0`, { headers })
      ).json()
      const pricing = docs[0]
      const timings: number[] = []
      for (let round = 1; round <= 3; round++) {
        await fetch(`${b.url}/pricing`)
        expect((await fetch(`${b.url}/pricing`)).headers.get('x-cache')).toBe('hit')

        const heading = `Published through one process, round ${round}, ${Date.now()}`
        const layout = pricing.layout.map((block: object, index: number) =>
          index === 0 ? { ...block, heading } : block,
        )
        const saved = await fetch(`${a.url}/cms-api/pages/${pricing.id}`, {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ layout, _status: 'published' }),
        })
        expect(saved.status, await saved.clone().text()).toBe(200)
        const published = performance.now()
        const servesHeading = async () => (await (await fetch(`${b.url}/pricing`)).text()).includes(heading)
        while (!(await servesHeading()) && performance.now() - published < 5000) await sleep(10)
        const liveAfterMs = performance.now() - published
        expect(liveAfterMs, 'publish to live on the other process, ms').toBeLessThan(1000)
        timings.push(Math.round(liveAfterMs))
      }
      console.info(`Publish through A, live on B after: ${timings.join(', ')} ms`)
    })

    it('when e-mails are queued through both processes, with both job runners claiming, then each is sent once', async () => {
      const logged = [a.lines.length, b.lines.length] as const
      const subjects: string[] = []
      for (let n = 0; n < 20; n++) {
        const enquiry = {
          FirstName: `Enquirer${n}`,
          LastName: 'Scale',
          Email: `enquirer${n}@example.com`,
          BusinessName: 'Is this sent once?',
        }
        const response = await fetch(`${(n % 2 ? b : a).url}/api/contacts/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...newClient() },
          body: JSON.stringify(enquiry),
        })
        expect(response.status).toBe(201)
        subjects.push(`Website enquiry from Enquirer${n} Scale`)
      }

      // Both runners claim every second; Payload deletes a job once it is done, and keeps one that failed.
      const deadline = Date.now() + MINUTE_MS
      while (
        (await sqlCount("SELECT count(*) AS count FROM payload_jobs WHERE task_slug = 'sendEmail'")) > 0
      ) {
        expect(Date.now(), 'e-mail jobs still queued or failed after a minute').toBeLessThan(deadline)
        await sleep(250)
      }
      for (const subject of subjects)
        expect(
          sendgrid.sent.filter((mail) => mail.subject === subject),
          subject,
        ).toHaveLength(1)
      expect(
        [...errorsLogged(a, logged[0]), ...errorsLogged(b, logged[1])],
        'errors the two processes logged',
      ).toEqual([])
    })
  },
)
