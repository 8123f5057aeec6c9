import { once } from 'node:events'

import { bootPayload, env } from '@valuedesk/cms'

import { loadFrontends } from './frontends.ts'
import { createApp, serve } from './server.ts'

export async function listen({ adminBuild }: { adminBuild?: Promise<number> } = {}) {
  const started = performance.now()
  const payload = await bootPayload()
  const app = createApp(payload, env.SERVER_URL, await loadFrontends({ adminBuild, logger: payload.logger }))

  const server = serve(app, env.PORT).once('listening', () => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    payload.logger.info(`ValueDesk is listening on ${env.SERVER_URL} (ready in ${seconds}s)`)
  })

  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      server.close()
      void payload.destroy().finally(() => process.exit(0))
    })
  await once(server, 'listening')
  return server
}

if (import.meta.main) await listen()
