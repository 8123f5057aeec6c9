/** `npm start`: the site builds first (it is what `/` serves); a missing admin builds in the background. */
import path from 'node:path'

import { installPackageScopeHook } from './packageScopeHook.ts'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
installPackageScopeHook()

const { buildInBackground, buildWhatIsMissing, isCurrent, targetNamed } = await import('./build.ts')
const { rootDir } = await import('@valuedesk/cms/env')
await buildWhatIsMissing({ only: ['site'] })

// Started once the server listens, so it never holds the site back: Payload's boot shares the two cores with nothing.
let startAdminBuild: (() => void) | undefined
const adminBuild = isCurrent(targetNamed('admin'))
  ? undefined
  : new Promise<number>((resolve, reject) => {
      startAdminBuild = () => {
        const logFile = path.join(rootDir, 'cms/.admin-build.log')
        console.log(
          `Building the admin (cms/.next) in the background, its output in ${path.relative(process.cwd(), logFile)}: /admin serves when it is done…`,
        )
        buildInBackground('admin', logFile).then(resolve, reject)
      }
    })
// Its failure is logged and answered at /admin (frontends.ts), never a crash of the server.
adminBuild?.catch(() => undefined)

const { listen } = await import('./index.ts')
await listen({ adminBuild })
startAdminBuild?.()
