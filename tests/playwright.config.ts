import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { MINUTE_MS } from '@valuedesk/domain'

const port = Number(process.env.E2E_PORT ?? 3210)
export const baseURL = `http://127.0.0.1:${port}`
export const e2eAdmin = { email: 'admin@e2e.test', password: 'e2e-admin-password' }
const fakeStripePort = port + 1
export const fakeStripeUrl = `http://127.0.0.1:${fakeStripePort}`
const fakeXeroPort = port + 2
export const fakeXeroUrl = `http://127.0.0.1:${fakeXeroPort}`
const xero = { XERO_CLIENT_ID: 'xero-e2e-client', XERO_CLIENT_SECRET: 'xero-e2e-secret' }
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
}

// The real product, started the way `npm start` starts it, on a database of its own.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'valuedesk-e2e-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: './e2e',
  globalTeardown: './e2e/teardown.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // An admin panel asks the API after each save: on a loaded two-core machine its answer took over 5 s to show.
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? 'list'
    : [['list'], ['html', { open: 'never', outputFolder: '../playwright-report' }]],
  outputDir: '../test-results',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      // Tests replace only Stripe, at the network edge: its API here, its browser script in fakeStripeJs.ts.
      command: 'node tests/support/fakeStripeServer.ts',
      cwd: '..',
      port: fakeStripePort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        ...stripe,
        FAKE_STRIPE_PORT: String(fakeStripePort),
        WEBHOOK_URL: `${baseURL}/api/payments/stripe/webhook`,
      },
    },
    {
      // And Xero: its login sends the browser straight back with a code; its API takes the firm's bills.
      command: 'node tests/support/fakeXeroServer.ts',
      cwd: '..',
      port: fakeXeroPort,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { ...xero, FAKE_XERO_PORT: String(fakeXeroPort) },
    },
    {
      command: 'node --max-semi-space-size=64 --max-old-space-size=1024 api/src/start.ts',
      cwd: '..',
      // Ready when the admin is: a first start serves the site while it builds the admin in the background,
      // and /admin answers 503 until then (api/src/adminBuilding.ts); after that, a redirect to its sign-in.
      url: `${baseURL}/admin`,
      timeout: 10 * MINUTE_MS,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        SERVER_URL: baseURL,
        DATA_DIR: dataDir,
        DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
        ADMIN_EMAIL: e2eAdmin.email,
        ADMIN_PASSWORD: e2eAdmin.password,
        LOG_LEVEL: 'warn',
        // The suite signs in and orders many times from one address.
        RATE_LIMIT_MULTIPLIER: '100',
        ...stripe,
        STRIPE_API_URL: fakeStripeUrl,
        ...xero,
        XERO_AUTHORIZE_URL: `${fakeXeroUrl}/identity/connect/authorize`,
        XERO_TOKEN_URL: `${fakeXeroUrl}/connect/token`,
        XERO_API_URL: fakeXeroUrl,
      },
    },
  ],
})
