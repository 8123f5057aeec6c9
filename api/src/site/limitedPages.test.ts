import express from 'express'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@valuedesk/cms'

import { limitedPages } from './limitedPages.ts'

let server: ReturnType<express.Express['listen']>
let url: string
beforeAll(async () => {
  const app = express()
  app.use('/verify', limitedPages('the report verification page', { limit: 2, windowSeconds: 60 }))
  app.use((_req, res) => void res.send('<p>the page</p>'))
  server = app.listen(0, '127.0.0.1')
  await once(server, 'listening')
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server?.close())

describe('pages that look up a delivered report by its code', () => {
  it('when one address asks more often than the limit, then it gets a page saying when to try again; other pages are not counted', async () => {
    const allowed = Math.round(2 * env.RATE_LIMIT_MULTIPLIER)
    for (let index = 0; index < allowed; index++)
      expect((await fetch(`${url}/verify/7KQ2M-X9D4R`)).status).toBe(200)
    const refused = await fetch(`${url}/verify/ZZZZZ-ZZZZZ`)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused.headers.get('content-type')).toMatch(/text\/html/)
    expect(await refused.text()).toContain('Too many requests to the report verification page')
    expect((await fetch(`${url}/pricing`)).status).toBe(200)
  })
})
