import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json')
    if (existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).name === 'valuedesk') return dir
    if (path.dirname(dir) === dir) return from
  }
}

export const rootDir = process.env.APP_ROOT ?? findRoot(process.cwd())

const dotenv = path.join(rootDir, '.env')
if (existsSync(dotenv) && process.env.NODE_ENV !== 'test') process.loadEnvFile(dotenv)

const optional = z.string().trim().min(1).optional()

const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const s3Variables = [...s3Required, 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const
const cloudflareRequired = ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'] as const

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    SERVER_URL: z.url().optional(),
    DATA_DIR: z.string().default('data'),
    DATABASE_URL: z
      .string()
      .regex(
        /^(file:|postgres(ql)?:\/\/|mongodb(\+srv)?:\/\/)/,
        'must start with file:, postgres:// or mongodb://',
      )
      .default('file:./data/app.db'),
    /** FULL survives a power cut (a flush per write, 0.4–3 ms); NORMAL may lose the last writes. */
    SQLITE_SYNCHRONOUS: z.enum(['FULL', 'NORMAL']).default('FULL'),
    PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    /** The first admin's name (ADMIN_EMAIL): the invitations they send name them. They can change it in /admin. */
    ADMIN_NAME: z.string().trim().min(1).default('Administrator'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
    MAIL_FROM: z.email().default('orders@valuedesk.com.au'),
    SUPPORT_EMAIL: z.email().default('support@valuedesk.com.au'),
    SENDGRID_API_KEY: optional,
    /** Tests point this at a local fake; in production it stays SendGrid's. */
    SENDGRID_API_URL: z.url().optional(),
    STRIPE_SECRET_KEY: optional,
    STRIPE_PUBLISHABLE_KEY: optional,
    STRIPE_WEBHOOK_SECRET: optional,
    /** Tests point the Stripe SDK at a local fake; in production it stays Stripe's. */
    STRIPE_API_URL: z.url().optional(),
    /** Which X-Forwarded-For hops to believe (Express's `trust proxy`); unset, clients are the balancer. */
    TRUST_PROXY: z
      .string()
      .trim()
      .min(1)
      .transform((value) => (/^\d+$/.test(value) ? Number(value) : value))
      .optional(),
    /** Scales every rate limit of the anonymous calls (tests that make many calls from one address raise it). */
    RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
    /** A job running this long was cut off; default: at once on SQLite, 10 min on a shared database. */
    JOBS_INTERRUPTED_AFTER_SECONDS: z.coerce.number().int().nonnegative().optional(),
    GOOGLE_MAPS_API_KEY: optional,
    /** Tests point this at a local fake; in production it stays Google's. */
    GOOGLE_MAPS_API_URL: z.url().default('https://maps.googleapis.com'),
    /** Unset, firms export CSV only; the redirect address is SERVER_URL/api/xero/callback. */
    XERO_CLIENT_ID: optional,
    XERO_CLIENT_SECRET: optional,
    /** Tests point these at a local fake; in production they stay Xero's. */
    XERO_AUTHORIZE_URL: z.url().default('https://login.xero.com/identity/connect/authorize'),
    XERO_TOKEN_URL: z.url().default('https://identity.xero.com/connect/token'),
    XERO_API_URL: z.url().default('https://api.xero.com'),
    /** Uploads in an S3 bucket: the first four together, or none of them (local disk under DATA_DIR). */
    S3_BUCKET: optional,
    S3_REGION: optional,
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    /** An S3-compatible service (MinIO, Cloudflare R2, DigitalOcean Spaces…); unset: AWS. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: z.stringbool().optional(),
    /** Zone id and a "Zone · Cache Purge" token, both or neither; without them each process caches alone. */
    CLOUDFLARE_ZONE_ID: optional,
    CLOUDFLARE_API_TOKEN: optional,
    /** Tests point this at a local fake; in production it stays Cloudflare's. */
    CLOUDFLARE_API_URL: z.url().default('https://api.cloudflare.com/client/v4'),
  })
  .superRefine((env, context) => {
    // A secret generated into one machine's data folder would sign sessions no other process accepts.
    if (env.NODE_ENV === 'production' && !env.DATABASE_URL.startsWith('file:') && !env.PAYLOAD_SECRET)
      context.addIssue({
        code: 'custom',
        path: ['PAYLOAD_SECRET'],
        message:
          'must be set in production on a shared database (postgres://, mongodb://): every process signs and checks sessions with it',
      })
    const given = s3Variables.filter((name) => env[name] !== undefined)
    if (given.length)
      for (const name of s3Required.filter((required) => env[required] === undefined))
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is needed with ${given.join(', ')}: S3 storage takes ${s3Required.join(', ')} together (set none for local disk)`,
        })
    const cloudflare = cloudflareRequired.filter((name) => env[name] !== undefined)
    if (cloudflare.length)
      for (const name of cloudflareRequired.filter((required) => env[required] === undefined))
        context.addIssue({
          code: 'custom',
          path: [name],
          message: `is needed with ${cloudflare.join(', ')}: purging pages on Cloudflare takes ${cloudflareRequired.join(' and ')} together (set neither for no CDN)`,
        })
  })

export type S3Settings = {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  endpoint?: string
  forcePathStyle: boolean
}

export type CloudflareSettings = {
  zoneId: string
  apiToken: string
  apiUrl: string
}

export type Env = z.infer<typeof EnvSchema> & {
  PAYLOAD_SECRET: string
  SERVER_URL: string
  dataDir: string
  s3: S3Settings | undefined
  cloudflare: CloudflareSettings | undefined
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  // An empty variable (as in a copied .env.example) means "not set".
  const parsed = EnvSchema.safeParse(
    Object.fromEntries(Object.entries(source).filter(([, value]) => value !== '')),
  )
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`Invalid environment configuration:\n${problems.join('\n')}`)
  }
  const env = parsed.data
  const dataDir = path.resolve(rootDir, env.DATA_DIR)
  return {
    ...env,
    dataDir,
    SERVER_URL: env.SERVER_URL ?? `http://localhost:${env.PORT}`,
    PAYLOAD_SECRET: env.PAYLOAD_SECRET ?? generatedSecret(dataDir),
    s3: s3Settings(env),
    cloudflare:
      env.CLOUDFLARE_ZONE_ID && env.CLOUDFLARE_API_TOKEN
        ? {
            zoneId: env.CLOUDFLARE_ZONE_ID,
            apiToken: env.CLOUDFLARE_API_TOKEN,
            apiUrl: env.CLOUDFLARE_API_URL.replace(/\/+$/, ''),
          }
        : undefined,
  }
}

function s3Settings(env: z.infer<typeof EnvSchema>): S3Settings | undefined {
  const {
    S3_BUCKET: bucket,
    S3_REGION: region,
    S3_ACCESS_KEY_ID: accessKeyId,
    S3_SECRET_ACCESS_KEY: secretAccessKey,
  } = env
  if (!bucket || !region || !accessKeyId || !secretAccessKey) return undefined
  return {
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? false,
  }
}

/** Without PAYLOAD_SECRET, a random secret is made once and kept in the data folder. */
function generatedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payload-secret')
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  mkdirSync(dataDir, { recursive: true })
  const secret = randomBytes(32).toString('hex')
  try {
    writeFileSync(file, secret, { mode: 0o600, flag: 'wx' })
    return secret
  } catch {
    return readFileSync(file, 'utf8').trim() // another process wrote it first
  }
}

export const env: Env = parseEnv()
