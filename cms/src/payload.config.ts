import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'

import { Outbox } from './collections/Outbox.ts'
import { Pages } from './collections/Pages.ts'
import { Users } from './collections/Users/index.ts'
import { databaseAdapter } from './database.ts'
import { emailAdapter } from './email/index.ts'
import { env } from './env.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

export default buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql' },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · ValueDesk admin' },
    importMap: { baseDir: dirname },
  },
  collections: [Pages, Users, Outbox],
  editor: lexicalEditor(),
  db: await databaseAdapter(env.DATABASE_URL),
  email: emailAdapter(env),
  telemetry: false,
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
  logger: { options: { level: env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : env.NODE_ENV === 'test' ? 'warn' : 'debug') } },
})
