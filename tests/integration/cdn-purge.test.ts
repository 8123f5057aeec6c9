/**
 * Cloudflare in front of the site (a local fake of its purge API at the network edge), against the built site
 * (built first when missing or stale); on PostgreSQL, two processes on one database.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import { createLocalReq, initTransaction, killTransaction } from 'payload'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import type { User } from '@valuedesk/cms'

import { startFakeCloudflare, type FakeCloudflare, type PurgeCall } from '../support/fakeCloudflare.ts'
import { startServerProcess, type ServerProcess } from '../support/serverProcess.ts'
import { sqlCount } from '../support/sqlCount.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** The public address, as customers and Cloudflare see it: purges name pages on it. */
const site = 'https://www.valuedesk.test'
const kept = 'public, max-age=0, s-maxage=3600, stale-while-revalidate=60'
const askEveryTime = 'public, max-age=0, must-revalidate'

let cloudflare: FakeCloudflare
let server: TestServer
let editor: { user: User; token: string }
let admin: { user: User; token: string }

beforeAll(async () => {
  cloudflare = await startFakeCloudflare({ zone: 'zone-cdn-test', token: 'cf-token-cdn-test' })
  Object.assign(process.env, cloudflare.env, { SERVER_URL: site })
  server = await startTestServer({ site: true, cmsRest: true })
  editor = await server.signIn('editor@cdn.test', ['editor'])
  admin = await server.signIn('admin@cdn.test', ['admin'])
}, 600_000)
afterAll(async () => {
  await server?.close()
  await cloudflare?.close()
})

const pageId = async (slug: string) =>
  (await server.payload.find({ collection: 'pages', where: { slug: { equals: slug } }, limit: 1 })).docs[0]!
    .id
/** An editor publishes a new title for a page, as the admin does. */
const publish = async (slug: string, title = `${slug} as of ${Date.now()}`) =>
  server.payload.update({
    collection: 'pages',
    id: await pageId(slug),
    data: { title, _status: 'published' },
    user: editor.user,
    overrideAccess: false,
  })

/** Waits until what each of these pages was made from is recorded (done off the request). */
async function recorded(paths: string[]) {
  const deadline = Date.now() + 5_000
  for (;;) {
    const { docs } = await server.payload.find({
      collection: 'cdn-pages',
      where: { path: { in: paths } },
      pagination: false,
      depth: 0,
    })
    const seen = new Set(docs.map((row) => row.path))
    if (paths.every((path) => seen.has(path))) return docs
    if (Date.now() > deadline) throw new Error(`not recorded: ${paths.filter((path) => !seen.has(path))}`)
    await sleep(20)
  }
}

/**
 * Makes the change, waits for Cloudflare's first call (or `quietMs` without one), then `quietMs` more for any call
 * that should not come; returns the calls and how long the first took.
 */
async function purgesOf(change: () => Promise<unknown>, quietMs = 1_500) {
  cloudflare.clear()
  await change()
  const changed = performance.now()
  while (cloudflare.calls.length === 0 && performance.now() - changed < quietMs) await sleep(10)
  const firstAfterMs = cloudflare.calls.length ? Math.round(performance.now() - changed) : undefined
  await sleep(quietMs)
  return { calls: [...cloudflare.calls], firstAfterMs }
}
/** Polls until `found` gives something, for at most 5 s. */
async function until<T>(found: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + 5_000
  for (;;) {
    const value = await found()
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error('waited 5 s in vain')
    await sleep(20)
  }
}
const tagsOf = async (path: string) =>
  (
    await server.payload.find({
      collection: 'cdn-pages',
      where: { path: { equals: path } },
      pagination: false,
      depth: 0,
    })
  ).docs.map((row) => row.tag)
const filesOf = (calls: PurgeCall[]) => calls.map((call) => call.files)
const purgeJobs = async () =>
  (
    await server.payload.find({
      collection: 'payload-jobs',
      where: { taskSlug: { equals: 'purgeCdn' } },
      depth: 0,
      pagination: false,
    })
  ).docs

describe('what a page tells the caches in front of it', () => {
  it('when a page is rendered, then served from the cache, then both times the CDN may keep it for an hour and browsers ask every time', async () => {
    const first = await server.api('/pricing')
    expect(first.status).toBe(200)
    expect(first.headers.get('x-cache')).toBeNull()
    expect(first.headers.get('cache-control')).toBe(kept)
    const again = await server.api('/pricing')
    expect(again.headers.get('x-cache')).toBe('hit')
    expect(again.headers.get('cache-control')).toBe(kept)
    const { CDN_PAGE_CACHE_CONTROL } = await import('@valuedesk/cms')
    expect(CDN_PAGE_CACHE_CONTROL).toBe(kept)
  })

  it('when a page is asked for with a query string, then shared caches must ask every time; one made for a single request is the browser’s alone, a preview nobody’s', async () => {
    for (let round = 0; round < 2; round++) {
      const tracked = await server.api('/pricing?utm_source=newsletter')
      expect(tracked.status).toBe(200)
      expect(tracked.headers.get('cache-control')).toBe(askEveryTime)
    }
    // Made for one request: the browser's alone to keep.
    for (const path of ['/no-such-page', '/verify/7KQ2MX9D4R', '/orders/123']) {
      const response = await server.api(path)
      expect(response.status, path).toBe(path === '/orders/123' ? 200 : 404)
      expect(response.headers.get('cache-control'), path).toBe('private, no-cache')
    }
    const preview = await server.api('/pricing?preview=true', {
      headers: { authorization: `JWT ${editor.token}` },
    })
    expect(preview.status).toBe(200)
    expect(preview.headers.get('cache-control')).toBe('private, no-store')
  })

  it('when the API or /cms-api answer, then no cache may keep what they say', async () => {
    const calls = [
      server.api('/api/telemetry/ping'),
      server.api('/api/users/me', { token: editor.token }),
      server.api('/cms-api/pages?limit=1&depth=0', { token: editor.token }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status, response.url).toBe(200)
      expect(response.headers.get('cache-control'), response.url).toBe('no-store')
    }
  })
})

describe('purges on the CDN', () => {
  beforeAll(async () => {
    for (const path of ['/', '/pricing', '/faq']) expect((await server.api(path)).status).toBe(200)
    await recorded(['/', '/pricing', '/faq'])
  })

  it('when pages are rendered, then what each was made from is recorded once, and nothing for a query string or a preview', async () => {
    const rows = await recorded(['/', '/pricing', '/faq'])
    const pricing = rows.filter((row) => row.path === '/pricing').map((row) => row.tag)
    expect(pricing).toEqual(expect.arrayContaining([`pages:${await pageId('pricing')}`, 'global:header']))
    expect(new Set(rows.map((row) => `${row.path} ${row.tag}`)).size).toBe(rows.length)
    const { totalDocs } = await server.payload.count({
      collection: 'cdn-pages',
      where: { path: { not_in: ['/', '/pricing', '/faq'] } },
    })
    expect(totalDocs).toBe(0)
  })

  it('when two processes record the same page at the same moment, then each tag is kept once and nothing fails', async () => {
    const { cdnPages } = await import('@valuedesk/cms')
    const errors = vi.spyOn(server.payload.logger, 'error')
    const tags = new Set(['race-test:1', 'race-test:2', 'race-test:3'])
    // What each process does when it first keeps the page: two recorders, as in two processes.
    const processes = [cdnPages(server.payload)!, cdnPages(server.payload)!]
    for (const recorder of processes) recorder.kept('/race-test', tags)
    await until(async () => ((await tagsOf('/race-test')).length === 3 ? true : undefined))
    await sleep(500)
    expect((await tagsOf('/race-test')).sort()).toEqual([...tags])
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
    await server.payload.delete({ collection: 'cdn-pages', where: { path: { equals: '/race-test' } } })
  })

  it('when an editor publishes a change to one page, then Cloudflare is asked once to purge exactly that page, with the zone’s token, within a second', async () => {
    const { calls, firstAfterMs } = await purgesOf(() => publish('pricing'))
    expect(calls).toEqual([
      {
        zone: 'zone-cdn-test',
        authorization: 'Bearer cf-token-cdn-test',
        files: [`${site}/pricing`],
        purged: true,
      },
    ])
    console.info(`Publish to purge request on the CDN: ${firstAfterMs} ms`)
    expect(firstAfterMs).toBeLessThan(1_000)
    expect(await purgeJobs()).toEqual([])
  })

  it('when the header every page shows changes, then every page the CDN may keep is purged, in one call, once', async () => {
    for (const path of ['/', '/pricing', '/faq']) await server.api(path)
    const header = await server.payload.findGlobal({ slug: 'header', depth: 0 })
    const { calls } = await purgesOf(() =>
      server.payload.updateGlobal({
        slug: 'header',
        data: { ...header },
        user: admin.user,
        overrideAccess: false,
      }),
    )
    expect(filesOf(calls)).toEqual([[`${site}/`, `${site}/faq`, `${site}/pricing`]])
    expect(calls.every((call) => call.purged)).toBe(true)
  })

  it('when a change touches no page the CDN keeps (a user, a page nobody asked for), then Cloudflare hears nothing', async () => {
    const { calls } = await purgesOf(async () => {
      await server.payload.update({ collection: 'users', id: editor.user.id, data: { firstName: 'Edith' } })
      await publish('about')
    })
    expect(calls).toEqual([])
    expect(await purgeJobs()).toEqual([])
  })

  // SQLite writes each document at once (Payload's transactions are off there): nothing to roll back.
  it.runIf(process.env.TEST_DIALECT === 'postgres')(
    'when a change is rolled back, then nothing is purged',
    async () => {
      const { calls } = await purgesOf(async () => {
        const req = await createLocalReq({ user: editor.user }, server.payload)
        await initTransaction(req)
        await server.payload.update({
          collection: 'pages',
          id: await pageId('pricing'),
          data: { title: 'Never published', _status: 'published' },
          req,
        })
        await killTransaction(req)
      })
      expect(calls).toEqual([])
      expect(await purgeJobs()).toEqual([])
      expect((await server.api('/pricing')).status).toBe(200)
      expect(await (await server.api('/pricing')).text()).not.toContain('Never published')
    },
  )

  it('when Cloudflare fails, then the purge is retried until it goes through; failing every try, it is listed for admins, who run it again', async () => {
    await server.api('/pricing')
    await recorded(['/pricing'])
    /** Publishes, and waits for the first try (made at once by this process) to have failed. */
    const publishFailing = async () => {
      cloudflare.clear()
      await publish('pricing')
      const [job] = await until(async () => {
        const jobs = await purgeJobs()
        return jobs[0]?.totalTried === 1 ? jobs : undefined
      })
      return job!
    }
    cloudflare.failNext(1)
    const retried = await publishFailing()
    expect(retried.hasError ?? false).toBe(false)
    expect(cloudflare.calls).toMatchObject([{ files: [`${site}/pricing`], purged: false }])
    await server.payload.jobs.runByID({ id: retried.id })
    expect(cloudflare.purged()).toEqual([`${site}/pricing`])
    expect(await purgeJobs()).toEqual([])

    // Every try fails: the first and five retries, each without waiting out its back-off.
    cloudflare.failNext(100)
    const failing = await publishFailing()
    for (let tried = 2; tried <= 6; tried++) await server.payload.jobs.runByID({ id: failing.id })
    const failed = await server.payload.findByID({ collection: 'payload-jobs', id: failing.id, depth: 0 })
    expect(failed).toMatchObject({ totalTried: 6, hasError: true })
    expect(cloudflare.calls.filter((call) => !call.purged)).toHaveLength(6)
    expect(cloudflare.purged()).toEqual([])
    const { failedJobs } = await import('@valuedesk/cms')
    expect(await failedJobs(server.payload)).toContainEqual(
      expect.objectContaining({
        jobId: failing.id,
        task: 'Purge changed pages on the CDN',
        error: expect.stringContaining(
          'Cloudflare did not purge 1 page(s) (status 500: 10001 Internal error',
        ),
      }),
    )

    cloudflare.failNext(0)
    cloudflare.clear()
    const retry = await server.api(`/api/jobs/${failing.id}/retry`, { method: 'POST', token: admin.token })
    expect(retry.status, await retry.clone().text()).toBe(201)
    await server.runAllJobs()
    expect(cloudflare.purged()).toEqual([`${site}/pricing`])
    expect(await purgeJobs()).toEqual([])
  })
})

describe.runIf(process.env.TEST_DIALECT === 'postgres')('two processes on one PostgreSQL database', () => {
  let other: ServerProcess
  const errorsLogged = () =>
    other.lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string })
      .filter((entry) => entry.level >= 50)
      .map((entry) => entry.msg)

  beforeAll(async () => {
    // The same database, secret, data folder and Cloudflare settings as this file's server, with a job runner.
    other = await startServerProcess('tests/support/siteServer.ts', { SERVER_URL: site })
  }, 300_000)
  afterAll(() => other?.stop())

  it('when both render the same pages at once, then each page’s content is recorded once', async () => {
    const paths = ['/', '/pricing', '/faq', '/privacy-policy', '/terms-and-conditions']
    // Dropped from this process's cache, so that both render them now.
    await publish('privacy-policy')
    await publish('terms-and-conditions')
    await sleep(1_000)
    const served = await Promise.all(
      paths.flatMap((path) => [server.api(path), fetch(`${other.url}${path}`)]),
    )
    for (const response of served) expect(response.status).toBe(200)
    await recorded(paths)
    await sleep(500)
    expect(
      await sqlCount(
        'SELECT count(*) FROM (SELECT path, tag FROM cdn_pages GROUP BY path, tag HAVING count(*) > 1) AS twice',
      ),
    ).toBe(0)
    expect(errorsLogged()).toEqual([])
  })

  it('when a page is published through either process, then Cloudflare is asked to purge it once, not once per process', async () => {
    for (const path of ['/pricing', '/faq'])
      await Promise.all([server.api(path), fetch(`${other.url}${path}`)])
    const throughThis = await purgesOf(() => publish('pricing'))
    expect(filesOf(throughThis.calls)).toEqual([[`${site}/pricing`]])

    const throughOther = await purgesOf(async () => {
      const saved = await fetch(`${other.url}/cms-api/pages/${await pageId('faq')}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${editor.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `FAQ through the other process, ${Date.now()}`, _status: 'published' }),
      })
      expect(saved.status, await saved.clone().text()).toBe(200)
    })
    expect(filesOf(throughOther.calls)).toEqual([[`${site}/faq`]])
    expect(throughOther.calls.every((call) => call.purged)).toBe(true)
    expect(await purgeJobs()).toEqual([])
    expect(errorsLogged()).toEqual([])
  })
})
