/**
 * The API and the built site, with Payload's REST API at /cms-api standing where the admin would
 * (support/payloadRest.ts), as a process of its own on 127.0.0.1: for tests that run several servers of the
 * site side by side without building the admin. PORT, the database and the settings come from the environment.
 */
import { createApp, serve } from '@valuedesk/api'
import { loadSite } from '@valuedesk/api/frontends'
import { bootPayload } from '@valuedesk/cms'

import { payloadRest } from './payloadRest.ts'

const payload = await bootPayload()
const port = Number(process.env.PORT)
const server = serve(
  createApp(payload, `http://127.0.0.1:${port}`, { admin: payloadRest(payload), site: await loadSite() }),
  port,
  '127.0.0.1',
)

process.once('SIGTERM', () => {
  server.close()
  void payload.destroy().finally(() => process.exit(0))
})
