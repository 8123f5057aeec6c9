import { once } from 'node:events'
import { rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'

import { useFreshDatabase } from './testDatabase.ts'

/**
 * The real API in this process, on a free port of 127.0.0.1, against this file's fresh database. With
 * `cmsRest`, Payload's REST API answers /cms-api too (support/payloadRest.ts), where the admin would; with
 * `site`, the built Astro site too (built first when missing or stale); with `emptyDatabase`, on a database
 * its first start migrates and seeds, not a copy of the template.
 */
export async function startTestServer({ cmsRest = false, site = false, emptyDatabase = false } = {}) {
  if (emptyDatabase) await useFreshDatabase({ empty: true })
  const { bootPayload } = await import('@valuedesk/cms')
  const { createApp } = await import('@valuedesk/api')
  // Queued jobs (e-mails) run when a test calls payload.jobs.run(), not on a timer racing it.
  const payload = await bootPayload({ runJobs: false })
  const { payloadRest } = await import('./payloadRest.ts')
  const frontends = {
    ...(cmsRest ? { admin: payloadRest(payload) } : {}),
    ...(site ? { site: await builtSite() } : {}),
  }
  const { server, url, api } = await listen(createApp(payload, 'http://127.0.0.1', frontends))
  const servers = [server]
  const logIn = async (email: string, password = 'test-password') =>
    (
      await (
        await api('/api/auth/login', { method: 'POST', json: { Email: email, Password: password } })
      ).json()
    ).Token as string
  return {
    payload,
    url,
    api,
    /**
     * The same app on the same Payload, on a port of its own, without the staff door in front of /cms-api: as a
     * path the door does not recognise reaches Payload. What it lets through, Payload's own access let through.
     */
    withoutStaffDoor: async () => {
      const bare = await listen(createApp(payload, 'http://127.0.0.1', frontends, { staffDoor: false }))
      servers.push(bare.server)
      return bare.api
    },
    /** Creates an account with these roles and signs it in through the API. */
    signIn: async (
      email: string,
      roles: ('admin' | 'editor' | 'valuer' | 'customer')[],
      names: { firstName?: string; lastName?: string } = {},
    ) => {
      const user = await payload.create({
        collection: 'users',
        data: { email, password: 'test-password', roles, ...names },
      })
      return { user, token: await logIn(email) }
    },
    /** Signs an account in through the API: its token. */
    logIn,
    /** Runs queued jobs until none is left that can run now (one `jobs.run()` takes ten). */
    runAllJobs: async () => {
      while (Object.keys((await payload.jobs.run()).jobStatus ?? {}).length > 0);
    },
    close: async () => {
      for (const each of servers) each.close()
      await payload.destroy()
      rmSync(process.env.DATA_DIR!, { recursive: true, force: true })
    },
  }
}

/** Serves `app` on a free port of 127.0.0.1, with fetch against it (JSON in and out, a bearer token). */
async function listen(app: Parameters<typeof import('@valuedesk/api').serve>[0]) {
  const { serve } = await import('@valuedesk/api')
  const server = serve(app, 0, '127.0.0.1')
  await once(server, 'listening')
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const api = (path: string, init: RequestInit & { json?: unknown; token?: string } = {}) => {
    const headers = new Headers(init.headers)
    if (init.json !== undefined) headers.set('content-type', 'application/json')
    if (init.token) headers.set('authorization', `Bearer ${init.token}`)
    return fetch(`${url}${path}`, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    })
  }
  return { server, url, api }
}

async function builtSite() {
  const { buildWhatIsMissing } = await import('@valuedesk/api/build')
  await buildWhatIsMissing({ only: ['site'] })
  const { loadSite } = await import('@valuedesk/api/frontends')
  return loadSite()
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>
