import { HtmlValidate } from 'html-validate'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'

import type { NodeHandler } from '@valuedesk/cms/admin'

import { adminBuildFailedPage, adminBuildingPage, adminWhenReady } from './adminBuilding.ts'

async function ask(handler: NodeHandler, url: string) {
  const headers: Record<string, string> = {}
  let body = ''
  const res = {
    statusCode: 200,
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    end: (text?: string) => void (body = text ?? ''),
  }
  await handler({ url } as IncomingMessage, res as unknown as ServerResponse)
  return { status: res.statusCode, headers, body }
}

const settled = () => new Promise((resolve) => setImmediate(resolve))

describe('/admin while npm start builds it in the background', () => {
  it('when the admin is being built, then /admin answers 503 with a page that reloads itself, other admin paths a JSON 503', async () => {
    const handler = adminWhenReady(new Promise<NodeHandler>(() => {}))
    const page = await ask(handler, '/admin/login')
    expect(page).toMatchObject({
      status: 503,
      headers: { 'retry-after': '10', 'content-type': 'text/html; charset=utf-8' },
    })
    expect(page.body).toContain('The back office is being built')
    expect(page.body).toContain('<meta http-equiv="refresh" content="10">')
    const api = await ask(handler, '/cms-api/users/me')
    expect(api.status).toBe(503)
    expect(JSON.parse(api.body)).toMatchObject({ code: 'admin_building' })
  })

  it('when the build is done, then the admin itself answers, without a restart', async () => {
    let done!: (admin: NodeHandler) => void
    const handler = adminWhenReady(new Promise<NodeHandler>((resolve) => (done = resolve)))
    expect((await ask(handler, '/admin')).status).toBe(503)
    done(async (_req, res) => void res.end('the admin'))
    await settled()
    expect(await ask(handler, '/admin')).toMatchObject({ status: 200, body: 'the admin' })
  })

  it('when the build failed, then /admin says so with a 500 and stops reloading', async () => {
    const handler = adminWhenReady(Promise.reject(new Error('next build failed')))
    await settled()
    const page = await ask(handler, '/admin')
    expect(page.status).toBe(500)
    expect(page.headers['retry-after']).toBeUndefined()
    expect(page.body).not.toContain('http-equiv="refresh"')
  })

  it('when the two pages are checked against the HTML standard, then they are valid', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'void-style': 'off' },
    })
    for (const html of [adminBuildingPage, adminBuildFailedPage])
      expect((await validator.validateString(html)).results.flatMap((result) => result.messages)).toEqual([])
  })
})
