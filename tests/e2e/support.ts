import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

import { isValidAbn } from '@valuedesk/domain'

import { e2eAdmin } from '../playwright.config.ts'
import { signaturePng } from '../support/verifiedSignature.ts'

/**
 * Collects console errors, failed page scripts and breaches of the page's Content-Security-Policy
 * (Chromium reports some, such as a caught eval, only as an event, never in the console), so a test
 * can assert there were none.
 */
export async function watchConsole(page: Page): Promise<string[]> {
  const errors: string[] = []
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
  page.on('pageerror', (error) => errors.push(error.message))
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(
        `CSP violation: ${event.violatedDirective} by ${event.sourceFile || event.blockedURI}:${event.lineNumber}`,
      ),
    ),
  )
  return errors
}

export async function expectNoConsoleErrors(errors: string[]) {
  expect(errors, errors.join('\n')).toEqual([])
}

/** axe-core against WCAG 2.0/2.1 A and AA: the list of violations, empty when the page passes. */
export async function accessibilityViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  return violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} — ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  )
}

/** A registered customer made by the admin and signed in through the API: their bearer token. */
export async function customerToken(
  request: APIRequestContext,
  customer: { email: string; password: string; firstName: string; lastName: string },
) {
  const made = await request.post('/cms-api/users', {
    headers: await adminHeaders(request),
    data: { ...customer, roles: ['customer'] },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const login = await request.post('/api/auth/login', {
    data: { Email: customer.email, Password: customer.password },
  })
  return (await login.json()).Token as string
}

/** The admin's bearer token, for driving the CMS through /cms-api as a marketer would through /admin. */
export async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/auth/login', {
    data: { Email: e2eAdmin.email, Password: e2eAdmin.password },
  })
  expect(login.ok()).toBe(true)
  return { authorization: `Bearer ${(await login.json()).Token}` }
}

export type OutboxMail = { subject: string; text: string; html: string }

/**
 * The newest e-mail to an address in the Outbox, read through /cms-api as an admin, once one that `wanted`
 * accepts has come (the server's jobs send them a moment after the action that queues them).
 */
export async function latestEmailTo(
  request: APIRequestContext,
  headers: Record<string, string>,
  address: string,
  wanted: (mail: OutboxMail) => boolean = () => true,
): Promise<OutboxMail> {
  let mail: OutboxMail | undefined
  await expect
    .poll(
      async () => {
        const { docs } = await (
          await request.get(
            `/cms-api/outbox?where[to][equals]=${encodeURIComponent(address)}&sort=-createdAt`,
            {
              headers,
            },
          )
        ).json()
        mail = docs[0]
        return Boolean(mail && wanted(mail))
      },
      { timeout: 15_000 },
    )
    .toBe(true)
  return mail!
}

/** Signs in to /admin through its login form (as the e2e admin unless told otherwise). */
export async function signInToAdmin(page: Page, { email, password } = e2eAdmin) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

/** A valuation's photos as read through /cms-api with depth 1: each slot with its file's type. */
export const photoSlots = (valuation: { images: { slot: string; file: { mimeType: string } }[] }) =>
  valuation.images.map((image) => [image.slot, image.file.mimeType])

/**
 * A valuer of the default practice, as an admin sets one up: their account, their signature (uploaded by them
 * through /cms-api, as in /admin) and their practice record with a QLD licence, the signature verified with it.
 */
export async function licensedValuer(
  request: APIRequestContext,
  headers: Record<string, string>,
  valuer: { email: string; password: string; firstName: string; lastName: string; position?: string },
) {
  const post = async (path: string, options: Parameters<APIRequestContext['post']>[1]) => {
    const response = await request.post(path, options)
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true)
    return response.json()
  }
  const { email, password, firstName, lastName, position } = valuer
  const user = (
    await post('/cms-api/users', {
      headers,
      data: { email, password, firstName, lastName, roles: ['valuer'] },
    })
  ).doc
  const token = (await post('/api/auth/login', { data: { Email: email, Password: password } })).Token
  const signature = (
    await post('/cms-api/signatures', {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        file: { name: 'signature.png', mimeType: 'image/png', buffer: await signaturePng() },
        _payload: JSON.stringify({ valuer: user.id }),
      },
    })
  ).doc
  const [practice] = (
    await (await request.get('/cms-api/practices?where[isDefault][equals]=true', { headers })).json()
  ).docs
  const record = (
    await post('/cms-api/practice-valuers', {
      headers,
      data: {
        practice: practice.id,
        valuer: user.id,
        position,
        licences: [{ state: 'QLD', number: '4821' }],
        signature: signature.id,
        signatureVerified: true,
      },
    })
  ).doc
  return { user, token, record: record as { id: number } }
}

/** The block types of a seeded report template, in order: where each block sits in the report's form. */
export function templateBlockTypes(type: string): string[] {
  const templates = JSON.parse(
    readFileSync(new URL('../../content/report-templates.json', import.meta.url), 'utf8'),
  ) as { type: string; blocks: { type: string }[] }[]
  return templates.find((template) => template.type === type)!.blocks.map((block) => block.type)
}

const calendarMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** A day (YYYY-MM-DD) as the admin's calendar fields show and read it: "18 May 2026". */
export function calendarText(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return `${date} ${calendarMonths[month - 1]} ${year}`
}

/** Screenshots of the page as it is now at a desktop's size and a phone's: test-results/<name>-desktop|phone.png. */
export async function screenshotsAtBothSizes(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the sticky header over the middle.
  await page.evaluate(() => window.scrollTo(0, 0))
  for (const [size, viewport] of [
    ['desktop', { width: 1366, height: 900 }],
    ['phone', { width: 390, height: 844 }],
  ] as const) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `test-results/${name}-${size}.png`, fullPage: true })
  }
  await page.setViewportSize({ width: 1366, height: 900 })
}

/** An ABN no other run has used (one firm per ABN): the next valid one after a random start. */
export function freshAbn(): string {
  for (let n = 20_000_000_000 + Math.floor(Math.random() * 70_000_000_000); ; n++)
    if (isValidAbn(String(n))) return String(n)
}
