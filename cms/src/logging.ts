import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino'

import type { Env } from './env.ts'
import { humanDestination, logFormat } from './logFormat.ts'

/**
 * Keys whose values never reach the log, wherever they sit in a logged object (top level and up to
 * three levels down: a request's body, a Payload document, an error's details). Our API names its
 * fields in PascalCase, Payload in camelCase, Stripe in snake_case: all three are listed.
 */
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

/**
 * Whole objects that carry secrets in free text: a queued job's input and log (e-mails with reset links), e-mail
 * bodies, and the arguments a failed task's error carries (its job and input again).
 */
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

/** Payload's pino logger (also the API's, through child loggers per request): JSON lines, secrets censored. */
export function loggerOptions(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): LoggerOptions {
  return {
    level:
      env.LOG_LEVEL ?? (env.NODE_ENV === 'production' ? 'info' : env.NODE_ENV === 'test' ? 'warn' : 'debug'),
    redact: { paths: redactPaths, censor: redacted },
  }
}

let destination: DestinationStream | undefined

/**
 * Where every log line of this process goes: stdout. Not a terminal (a file, a pipe, a log collector): JSON
 * lines, written asynchronously. A line is handed to the kernel on the next turn of the event loop, lines
 * written meanwhile in one write, so logging never holds up a request; what is still buffered when the
 * process exits is flushed then (pino registers it). A terminal: short lines a person reads (logFormat.ts).
 */
export function logDestination(): DestinationStream {
  return (destination ??=
    logFormat(process.stdout) === 'human'
      ? humanDestination(process.stdout, { color: !process.env.NO_COLOR })
      : pino.destination({ dest: 1, sync: false }))
}

/**
 * The access log: one line per request (method, path without its query, status, duration, user id and
 * request id), at the same level and on the same destination as the rest. Its lines hold nothing secret by
 * construction, so they skip the censor above, which costs more than the rest of a cached page view.
 */
export function accessLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const { level } = loggerOptions(env)
  return pino({ name: 'access', level }, logDestination())
}
