import Stripe from 'stripe'

import { env } from '@valuedesk/cms'

let client: Stripe | undefined

/** The Stripe SDK when card payments are configured; tests point it at a local fake with STRIPE_API_URL. */
export function stripeClient(): Stripe | undefined {
  if (!env.STRIPE_SECRET_KEY) return undefined
  if (client) return client
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined
  client = new Stripe(env.STRIPE_SECRET_KEY, {
    telemetry: false,
    maxNetworkRetries: 2,
    ...(api
      ? { host: api.hostname, port: api.port, protocol: api.protocol.replace(':', '') as 'http' | 'https' }
      : {}),
  })
  return client
}
