/**
 * Two server processes of the built product on one PostgreSQL database, on two ports, as behind a load
 * balancer: a user logged in through one is logged in on the other; a page published through one is
 * served changed by the other within a second (purges reach every process); e-mails queued through
 * both, with both job runners claiming, are each sent once (SendGrid faked at the network edge).
 * PostgreSQL only: on SQLite the product is one process per database.
 */
import { rmSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startFakeSendgrid, type FakeSendgrid } from '../support/fakeSendgrid.ts'
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts'
import { sqlCount } from '../support/sqlCount.ts'

const admin = { email: 'admin@scale-out.test', password: 'scale-out-admin-password' }
const apiKey = 'SG.scale-out-test'
let sendgrid: FakeSendgrid
let a: ServerProcess
let b: ServerProcess

const login = async (server: ServerProcess) => {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Email: admin.email, Password: admin.password }),
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
  fetch(`${server.url}/api/users/me`, { headers })
/** The messages a process logged at level error or above (its stdout is the product's JSON log). */
const errorsLogged = (server: ServerProcess) =>
  server.lines
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
      }
      // Both start at once on the empty database, as a deploy of N processes does: one migrates and seeds it
      // while the other waits, then finds the work done.
      ;[a, b] = await Promise.all([
        startServerProcess('tests/support/productServer.ts', env, { readyWithinMs: 300_000 }),
        startServerProcess('tests/support/productServer.ts', env, { readyWithinMs: 300_000 }),
      ])
    }, 20 * 60_000)

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
            headers: { authorization: `Bearer ${token}` },
          })
        ).status,
      ).toBe(200)
      // …until the logout through B reaches it, within a second, as a publish does.
      const loggedOut = performance.now()
      let status = 200
      while (status === 200 && performance.now() - loggedOut < 1_000) {
        status = (await me(a, { authorization: `Bearer ${token}` })).status
        if (status === 200) await sleep(50)
      }
      expect(status).toBe(401)
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
        // The other process serves /pricing from its own cache.
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
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(enquiry),
        })
        expect(response.status).toBe(201)
        subjects.push(`Website enquiry from Enquirer${n} Scale`)
      }

      // Both runners claim every second; Payload deletes a job once it is done, and keeps one that failed.
      const deadline = Date.now() + 60_000
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
      expect([...errorsLogged(a), ...errorsLogged(b)], 'errors the two processes logged').toEqual([])
    })
  },
)
