/**
 * The product's API in a process of its own, for tests that need one: its stdout is the product's log
 * (pino JSON lines), and it can boot on another data folder (a restored backup). Started by
 * productProcess.ts; says where it listens in one JSON line of its own.
 */
import type { AddressInfo } from 'node:net'

import { createApp } from '@valuedesk/api'
import { bootProduct } from '@valuedesk/api/boot'
import { env } from '@valuedesk/cms'

const payload = await bootProduct({ runJobs: false })
const server = createApp(payload, env.SERVER_URL).listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ msg: 'test server listening', url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })}\n`)
})

process.once('SIGTERM', () => {
  server.close()
  void payload.destroy().finally(() => process.exit(0))
})
