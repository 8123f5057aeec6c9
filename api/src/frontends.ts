import path from 'node:path'
import { pathToFileURL } from 'node:url'

import { adminRequestHandler } from '@valuedesk/cms/admin'
import { rootDir } from '@valuedesk/cms'

import type { Frontends, SiteHandler } from './server.ts'

/** Loads the built site (site/dist): its request handler and the folder of its client assets. */
export async function loadSite(): Promise<Required<Frontends>['site']> {
  const siteDist = path.join(rootDir, 'site/dist')
  const entry = (await import(pathToFileURL(path.join(siteDist, 'server/entry.mjs')).href)) as {
    handler: SiteHandler
  }
  return { handler: entry.handler, clientDir: path.join(siteDist, 'client') }
}

/** Loads the built admin (cms/.next) and site (site/dist); `npm start` builds them first when missing. */
export async function loadFrontends(): Promise<Required<Frontends>> {
  const [admin, site] = await Promise.all([adminRequestHandler(), loadSite()])
  return { admin, site }
}
