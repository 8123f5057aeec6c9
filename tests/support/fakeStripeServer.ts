/**
 * Run by Playwright beside the product: the fake Stripe API on FAKE_STRIPE_PORT, delivering webhooks to
 * WEBHOOK_URL.
 */
import { startFakeStripe } from './fakeStripe.ts'

const fake = await startFakeStripe(process.env.STRIPE_WEBHOOK_SECRET!, {
  port: Number(process.env.FAKE_STRIPE_PORT),
  webhookUrl: process.env.WEBHOOK_URL,
})
console.log(`fake Stripe API on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fake.close().then(() => process.exit(0)))
