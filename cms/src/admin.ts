import type { IncomingMessage, ServerResponse } from 'node:http'
import path from 'node:path'

import { rootDir } from './env.ts'

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void>

type CreateNext = (options: { dev: boolean; dir: string; quiet?: boolean }) => {
  prepare: () => Promise<void>
  getRequestHandler: () => NodeHandler
}

/** In any case, as Express routes and the staff door compares: `/CMS-API/…` meets the same door. */
export const adminPathPattern = /^\/(admin|cms-api|_next)(\/|$)/i

export async function adminRequestHandler(): Promise<NodeHandler> {
  // next ships CommonJS: at run time the module's default export is the server factory itself.
  const createNext = (await import('next')).default as unknown as CreateNext
  const app = createNext({ dev: false, dir: path.join(rootDir, 'cms'), quiet: true })
  await app.prepare()
  const handle = app.getRequestHandler()
  return (req, res) => handle(req, res)
}
