/** `npm start`: build what is missing, then run the one server in production mode. */
import { installPackageScopeHook } from './packageScopeHook.ts'

Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })
installPackageScopeHook()

const { buildWhatIsMissing } = await import('./build.ts')
await buildWhatIsMissing()
await import('./index.ts')
