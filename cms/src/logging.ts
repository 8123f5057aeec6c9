import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'

import type { Env } from './env.ts'
import { humanDestination, logFormat } from './logFormat.ts'

/** Our API uses PascalCase, Payload camelCase, Stripe snake_case: all three are listed. */
export const secretKeys = [
  'password',
  'Password',
  'newPassword',
  'NewPassword',
  'confirmPassword',
  'currentPassword',
  'token',
  'Token',
  'accessToken',
  'refreshToken',
  'resetPasswordToken',
  'reset_password_token',
  '_verificationToken',
  'sessionToken',
  'salt',
  'hash',
  'apiKey',
  'apiToken',
  'secret',
  'webhookSecret',
  'authorization',
  'cookie',
  'set-cookie',
  'client_secret',
  'clientSecret',
  'ClientSecret',
  'card',
  'cardNumber',
  'CardNumber',
  'card_number',
  'cvc',
  'cvv',
  'exp_month',
  'exp_year',
  'PAYLOAD_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'SENDGRID_API_KEY',
  'GOOGLE_MAPS_API_KEY',
  'CLOUDFLARE_API_TOKEN',
  'XERO_CLIENT_SECRET',
  'ADMIN_PASSWORD',
  'DATABASE_URL',
] as const

const secretObjects = [
  'job.input',
  'job.log',
  'job.taskStatus',
  'input.html',
  'input.text',
  'email.html',
  'email.text',
  'err.args',
]

const property = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `["${key}"]`)

export const redactPaths: string[] = [
  ...secretKeys.flatMap((key) => [
    property(key).replace(/^\./, ''),
    `*${property(key)}`,
    `*.*${property(key)}`,
    `*.*.*${property(key)}`,
  ]),
  ...secretObjects,
]

export const redacted = '[redacted]'

export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): LoggerOptions {
  return {
    level:
      env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : env.NODE_ENV === 'test' ? 'warn' : 'debug'),
    redact: { paths: redactPaths, censor: redacted },
  }
}

let destination: DestinationStream | undefined

/** Written asynchronously so logging never holds up a request; pino flushes on exit. */
export function logDestination(): DestinationStream {
  return (destination ??=
    logFormat(process.stdout) === 'human'
      ? humanDestination(process.stdout, { color: !process.env.NO_COLOR })
      : pino.destination({ dest: 1, sync: false }))
}

/** Holds nothing secret by construction, so it skips the censor, which costs more than a cached page view. */
export function accessLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const { level } = loggerOptions(env)
  return pino({ name: 'access', level }, logDestination())
}
