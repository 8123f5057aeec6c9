/** `npm start`: build what is missing, then run the one server in production mode. */
Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV ?? 'production' })

const { buildWhatIsMissing } = await import('./build.ts')
await buildWhatIsMissing()
await import('./index.ts')
