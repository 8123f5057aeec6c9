import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { adminRequestHandler } from '@valuedesk/cms/admin'
import { rootDir } from '@valuedesk/cms'

import type { Frontends, SiteHandler } from './server.ts'

/** Loads the built admin (cms/.next) and site (site/dist); `npm start` builds them first when missing. */
export async function loadFrontends(): Promise<Required<Frontends>> {
  const siteDist = path.join(rootDir, 'site/dist')
  const [admin, entry] = await Promise.all([
    adminRequestHandler(),
    import(pathToFileURL(path.join(siteDist, 'server/entry.mjs')).href) as Promise<{ handler: SiteHandler }>,
  ])
  return { admin, site: { handler: entry.handler, clientDir: path.join(siteDist, 'client') } }
}
