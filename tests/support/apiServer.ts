/**
 * The product's API as its own process (no admin, no site: those need a build), for tests that
 * must kill or restart a server, or read its log (stdout): PORT and the database come from the environment.
 */
import { createApp, serve } from '@valuedesk/api'
import { bootPayload } from '@valuedesk/cms'

const payload = await bootPayload()
const port = Number(process.env.PORT)
const server = serve(
  createApp(payload, process.env.SERVER_URL ?? `http://127.0.0.1:${port}`),
  port,
  '127.0.0.1',
)

process.once('SIGTERM', () => {
  server.close()
  void payload.destroy().finally(() => process.exit(0))
})
