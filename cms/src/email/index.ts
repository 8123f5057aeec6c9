import type { EmailAdapter } from 'payload'

import type { Env } from '../env.ts'
import { outboxAdapter } from './outboxAdapter.ts'
import { sendgridAdapter } from './sendgridAdapter.ts'

export function emailAdapter(env: Env): EmailAdapter {
  const from = { address: env.MAIL_FROM, name: 'ValueDesk' }
  return env.SENDGRID_API_KEY
    ? sendgridAdapter(env.SENDGRID_API_KEY, from, env.SENDGRID_API_URL)
    : outboxAdapter(from)
}
