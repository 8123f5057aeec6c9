import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Payload } from 'payload'

import { adminRequestHandler } from '@valuedesk/cms/admin'
import { rootDir } from '@valuedesk/cms'

import { adminWhenReady } from './adminBuilding.ts'
import type { Frontends, SiteHandler } from './server.ts'

export async function loadSite(): Promise<Required<Frontends>['site']> {
  const siteDist = path.join(rootDir, 'site/dist')
  const entry = (await import(pathToFileURL(path.join(siteDist, 'server/entry.mjs')).href)) as {
    handler: SiteHandler
  }
  return { handler: entry.handler, clientDir: path.join(siteDist, 'client') }
}

export async function loadFrontends({
  adminBuild,
  logger,
}: { adminBuild?: Promise<number>; logger?: Payload['logger'] } = {}): Promise<Required<Frontends>> {
  if (!adminBuild) {
    const [admin, site] = await Promise.all([adminRequestHandler(), loadSite()])
    return { admin, site }
  }
  const ready = adminBuild.then(async (seconds) => {
    const admin = await adminRequestHandler()
    logger?.info(`The admin is built (in ${seconds.toFixed(0)}s) and serving at /admin`)
    return admin
  })
  ready.catch((error: unknown) =>
    logger?.error({ err: error }, 'The admin could not be built: /admin answers 500'),
  )
  return { admin: adminWhenReady(ready), site: await loadSite() }
}
