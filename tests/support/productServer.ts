/**
 * The whole product — API, admin and site, from their builds (`buildWhatIsMissing` first) — as its own
 * process on 127.0.0.1, for tests that run several servers side by side: PORT and the database come
 * from the environment.
 */
import { loadFrontends } from '@valuedesk/api/frontends'
import { createApp, serve } from '@valuedesk/api'
import { bootPayload } from '@valuedesk/cms'

const payload = await bootPayload()
const port = Number(process.env.PORT)
const server = serve(
  createApp(payload, process.env.SERVER_URL ?? `http://127.0.0.1:${port}`, await loadFrontends()),
  port,
  '127.0.0.1',
)

process.once('SIGTERM', () => {
  server.close()
  void payload.destroy().finally(() => process.exit(0))
})
