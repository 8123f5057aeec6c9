/** Run by Playwright beside the product: the fake Xero (login, identity and API) on FAKE_XERO_PORT. */
import { startFakeXero } from './fakeXero.ts'

const fake = await startFakeXero({
  clientId: process.env.XERO_CLIENT_ID,
  clientSecret: process.env.XERO_CLIENT_SECRET,
  port: Number(process.env.FAKE_XERO_PORT),
})
console.log(`fake Xero on ${fake.url}`)
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void fake.close().then(() => process.exit(0)))
