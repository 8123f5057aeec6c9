/**
 * `npm start`: build what is missing, then run the one server in production mode. The site is built first
 * (it is what `/` serves); a missing or outdated admin is built in the background meanwhile, /admin saying so
 * until it is ready. A deployment that ran `npm run build` ahead starts with both, as before.
 */
import path from 'node:path'

import { installPackageScopeHook } from './packageScopeHook.ts'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
installPackageScopeHook()

const { buildInBackground, buildWhatIsMissing, isCurrent, targetNamed } = await import('./build.ts')
const { rootDir } = await import('@valuedesk/cms/env')
await buildWhatIsMissing({ only: ['site'] })

let adminBuild: Promise<number> | undefined
if (!isCurrent(targetNamed('admin'))) {
  const logFile = path.join(rootDir, 'cms/.admin-build.log')
  console.log(
    `Building the admin (cms/.next) in the background, its output in ${path.relative(process.cwd(), logFile)}: the site serves meanwhile, /admin when it is done…`,
  )
  adminBuild = buildInBackground('admin', logFile)
  // Its failure is logged and answered at /admin (frontends.ts), never a crash of the server.
  adminBuild.catch(() => undefined)
}

const { listen } = await import('./index.ts')
await listen({ adminBuild })
