import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type Intent = {
  id: string
  object: 'payment_intent'
  amount: number
  amount_received: number
  currency: string
  status: string
  client_secret: string
  metadata: Record<string, string>
  created: number
  description?: string
}

/**
 * A local stand-in for the Stripe API at the network edge: enough of /v1/payment_intents for the
 * `stripe` SDK, plus what Stripe would do when a test card pays — a signed webhook event.
 */
export async function startFakeStripe(
  webhookSecret: string,
  options: { port?: number; webhookUrl?: string } = {},
) {
  const intents = new Map<string, Intent>()
  const requests: { method: string; path: string; idempotencyKey?: string }[] = []
  const refunds: { key?: string; refund: { id: string; amount: number; payment_intent: string } }[] = []
  let counter = 0
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString())
    const path = new URL(req.url!, 'http://stripe.test').pathname
    requests.push({
      method: req.method!,
      path,
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
    })
    res.setHeader('content-type', 'application/json')
    // The fake Stripe.js in the browser confirms here, as Stripe.js would talk to Stripe; then Stripe calls
    // our webhook.
    res.setHeader('access-control-allow-origin', '*')
    if (req.method === 'OPTIONS') return void res.end()
    if (req.method === 'POST' && path === '/test/confirm') {
      const secret = new URLSearchParams(Buffer.concat(chunks).toString()).get('client_secret') ?? ''
      const intent = [...intents.values()].find((candidate) => candidate.client_secret === secret)
      if (!intent) return void ((res.statusCode = 404), res.end('{}'))
      const event = fake.succeed(intent.id)
      if (options.webhookUrl)
        await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.payload,
        })
      return void res.end(JSON.stringify({ id: intent.id, status: 'succeeded' }))
    }
    // What the fake has refunded, for a test in another process (Playwright) to check.
    if (req.method === 'GET' && path === '/test/refunds') return void res.end(JSON.stringify(refunds))
    if (req.method === 'POST' && path === '/v1/payment_intents') {
      const id = `pi_test_${++counter}`
      const metadata: Record<string, string> = {}
      for (const [key, value] of form) if (key.startsWith('metadata[')) metadata[key.slice(9, -1)] = value
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency')!,
        status: 'requires_payment_method',
        client_secret: `${id}_secret_test`,
        metadata,
        created: Math.floor(Date.now() / 1000),
        description: form.get('description') ?? undefined,
      }
      intents.set(id, intent)
      return void res.end(JSON.stringify(intent))
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      // Stripe's idempotency: the same key again is the same refund.
      const key = req.headers['idempotency-key'] as string | undefined
      const known = key ? refunds.find((refund) => refund.key === key) : undefined
      if (known) return void res.end(JSON.stringify(known.refund))
      const intent = intents.get(form.get('payment_intent') ?? '')
      if (!intent || intent.status !== 'succeeded') {
        res.statusCode = 400
        return void res.end(
          JSON.stringify({
            error: { type: 'invalid_request_error', message: 'This PaymentIntent has no charge.' },
          }),
        )
      }
      const refund = {
        id: `re_test_${refunds.length + 1}`,
        object: 'refund',
        amount: Number(form.get('amount') ?? intent.amount),
        payment_intent: intent.id,
        status: 'succeeded',
        currency: intent.currency,
      }
      refunds.push({ key, refund })
      return void res.end(JSON.stringify(refund))
    }
    const match = /^\/v1\/payment_intents\/([\w]+)$/.exec(path)
    if (req.method === 'GET' && match && intents.has(match[1]!))
      return void res.end(JSON.stringify(intents.get(match[1]!)))
    res.statusCode = 404
    res.end(
      JSON.stringify({
        error: { type: 'invalid_request_error', message: `No such route ${req.method} ${path}` },
      }),
    )
  }).listen(options.port ?? 0, '127.0.0.1')
  await once(server, 'listening')
  const signer = new Stripe('sk_test_signer')
  let events = 0
  const fake = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The product's Stripe settings pointing at this fake, to assign to process.env before the CMS loads. */
    get env() {
      return {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: fake.url,
      }
    },
    intents,
    requests,
    refunds,
    /** What Stripe does when the customer's card is accepted: the intent succeeds and a signed event is made. */
    succeed(intentId: string, overrides: Partial<Intent> = {}) {
      const intent = { ...intents.get(intentId)!, status: 'succeeded', ...overrides }
      intent.amount_received = overrides.amount_received ?? intent.amount
      intents.set(intentId, intent)
      return fake.event('payment_intent.succeeded', intent)
    },
    /** What Stripe sends when a card is declined (it may arrive after a later success: Stripe does not keep order). */
    decline(intentId: string) {
      return fake.event('payment_intent.payment_failed', {
        ...intents.get(intentId)!,
        status: 'requires_payment_method',
        amount_received: 0,
      })
    },
    /** A signed event about an intent, as Stripe delivers it. */
    event(type: string, intent: Intent) {
      const payload = JSON.stringify({
        id: `evt_test_${++events}`,
        object: 'event',
        type,
        data: { object: intent },
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        api_version: '2025-01-01',
        pending_webhooks: 1,
        request: null,
      })
      return {
        payload,
        signature: signer.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }),
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return fake
}
