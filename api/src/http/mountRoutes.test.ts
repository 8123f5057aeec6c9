import express from 'express'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import type { Payload } from 'payload'
import { pino } from 'pino'
import { afterAll, describe, expect, it } from 'vitest'
import { z } from 'zod'

import { errorHandler } from './errorHandler.ts'
import { mountRoutes } from './mountRoutes.ts'
import { defineRoute, type Route } from './route.ts'

const lines: { msg?: string; err?: { message?: string } }[] = []
const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
const payload = { logger } as unknown as Payload

const drifted: Route = defineRoute({
  method: 'get',
  path: '/drift',
  summary: 'Drifted',
  tag: 'Test',
  access: 'anonymous',
  response: z.object({ Name: z.string() }),
  handler: () => ({ Name: 42 }) as unknown as { Name: string },
})

const servers: ReturnType<express.Express['listen']>[] = []
async function serve(checkResponses: boolean) {
  const app = express()
  app.use(mountRoutes([drifted], payload, { checkResponses }))
  app.use(errorHandler(payload))
  const server = app.listen(0, '127.0.0.1')
  servers.push(server)
  await once(server, 'listening')
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}
afterAll(() => servers.forEach((server) => server.close()))

describe('mountRoutes checks what handlers return', () => {
  it('when a handler returns what its response schema refuses, then the answer is a 500 and the log names the route and field', async () => {
    const response = await fetch(`${await serve(true)}/drift`)
    expect(response.status).toBe(500)
    const logged = lines.find((line) => line.err?.message?.includes('GET /api/drift'))
    expect(logged?.err?.message).toMatch(/Name/)
  })

  it('when results are not checked (production), then the body goes out as the handler returned it', async () => {
    const response = await fetch(`${await serve(false)}/drift`)
    expect(await response.json()).toEqual({ Name: 42 })
  })
})
