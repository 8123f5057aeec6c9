import { expect, test, type Page } from '@playwright/test'

import {
  accessibilityViolations,
  adminHeaders,
  customerToken,
  expectNoConsoleErrors,
  freshAbn,
  latestEmailTo,
  watchConsole,
} from './support.ts'

const desktop = { width: 1366, height: 900 }
const phone = { width: 390, height: 844 }
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/firm-${name}.png`, fullPage: true })
const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

test('an accountant registers a firm at /account/firm, invites a colleague and sets the firm’s invoicing and reminders', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = await watchConsole(page)
  const headers = await adminHeaders(request)
  const email = `olivia-${Date.now()}@example.com`
  const colleague = `sam-${Date.now()}@example.com`
  const made = await request.post('/cms-api/users', {
    headers,
    data: {
      email,
      password: 'olivia’s long password',
      roles: ['customer'],
      firstName: 'Olivia',
      lastName: 'Ng',
    },
  })
  expect(made.ok(), await made.text()).toBe(true)
  const login = await request.post('/api/auth/login', {
    data: { Email: email, Password: 'olivia’s long password' },
  })
  const token = (await login.json()).Token as string
  await page.addInitScript((value) => localStorage.setItem('tm_auth', JSON.stringify({ value })), token)

  await page.setViewportSize(phone)
  await page.goto('/account/firm')
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'Register your firm' })).toBeVisible()
  await shot(page, 'register-phone')
  await page.getByRole('button', { name: 'Register the firm' }).click()
  await expect(page.getByText('Enter the business’s legal name.')).toBeVisible()
  await page.getByLabel('Legal name').fill('Ng & Partners Pty Ltd')
  await page.getByLabel('Trading name').fill('Ng Partners')
  await page.getByLabel('ABN').fill('53 004 085 617')
  await page.getByRole('button', { name: 'Register the firm' }).click()
  await expect(page.getByText('This is not a valid ABN')).toBeVisible()
  await expect(page.getByLabel('ABN')).toHaveAttribute('aria-invalid', 'true')
  expect(await accessibilityViolations(page)).toEqual([])
  await shot(page, 'register-errors-phone')
  await page.getByLabel('ABN').fill('53 004 085 616')
  await page.getByLabel('Firm’s e-mail (for invoices and reminders)').fill('books@ng.example')
  await page.getByRole('button', { name: 'Register the firm' }).click()

  await expect(page.getByRole('heading', { name: 'Ng Partners' })).toBeVisible()
  await expect(page.getByText('Ng & Partners Pty Ltd · ABN 53 004 085 616')).toBeVisible()
  const members = page.getByRole('list').filter({ hasText: email })
  await expect(members).toContainText('Olivia Ng')

  await page.getByLabel('Their e-mail address').fill(colleague)
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(
    page.getByText(`We e-mailed ${colleague} an invitation to join Ng & Partners Pty Ltd.`),
  ).toBeVisible()
  const pending = page.getByRole('list', { name: 'Invitations not yet accepted' })
  await expect(pending).toContainText(colleague)
  await expect(pending).toContainText('by Olivia Ng, link works until')
  await expect(members).not.toContainText(colleague)
  // The e-mail to an address nobody confirmed carries only our words: not the firm's name, not Olivia's.
  const invitation = await latestEmailTo(request, headers, colleague)
  expect(invitation.subject).toBe('An invitation to join a firm on ValueDesk')
  expect(invitation.text).not.toMatch(/\bNg\b|Olivia/)
  expect(invitation.text).toMatch(/\/account\/firm\/join\?token=[\w-]{43}\s/)
  await page.getByRole('button', { name: `Withdraw the invitation to ${colleague}` }).click()
  await expect(
    page.getByText(`The invitation to ${colleague} is withdrawn: its link no longer works.`),
  ).toBeVisible()
  await expect(pending).toHaveCount(0)

  const weeks = page.getByLabel('Remind us this many weeks before 30 June')
  await expect(weeks).toHaveValue('6')
  await weeks.fill('30')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('At most 26 weeks (the end of December).')).toBeVisible()
  await weeks.fill('8')
  await page.getByLabel('Invoicing').selectOption('per-bulk-order')
  await page.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width)
  await shot(page, 'firm-phone')
  await page
    .getByRole('region', { name: 'Members' })
    .screenshot({ path: 'test-results/firm-members-phone.png' })

  await page.setViewportSize(desktop)
  await page.reload()
  await hydrated(page)
  await expect(page.getByLabel('Remind us this many weeks before 30 June')).toHaveValue('8')
  await expect(page.getByLabel('Invoicing')).toHaveValue('per-bulk-order')
  await shot(page, 'firm-desktop')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export invoices (CSV)' }).click()
  expect((await download).suggestedFilename()).toBe('invoices.csv')
  await expectNoConsoleErrors(errors)
})

test('someone with an account, invited to a firm, follows the e-mailed link, signs in and joins', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = await watchConsole(page)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const account = (email: string, firstName: string) =>
    customerToken(request, { email, password: 'a long password here', firstName, lastName: 'Reyes' })
  const owner = await account(`rosa-${stamp}@example.com`, 'Rosa')
  const joiner = `theo-${stamp}@example.com`
  await account(joiner, 'Theo')
  const firm = await request.post('/api/businesses', {
    headers: { authorization: `Bearer ${owner}` },
    data: { Name: `Reyes Advisory ${stamp} Pty Ltd`, ABN: freshAbn(), Email: 'books@reyes.example' },
  })
  expect(firm.ok(), await firm.text()).toBe(true)
  const { BusinessId } = await firm.json()
  const invited = await request.post(`/api/businesses/${BusinessId}/invitations`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { Email: joiner },
  })
  expect(await invited.json()).toMatchObject({ Email: joiner, Status: 'pending' })
  const mail = await latestEmailTo(request, headers, joiner)
  expect(mail.subject).toBe('An invitation to join a firm on ValueDesk')
  const link = /https?:\/\/\S+(\/account\/firm\/join\?token=\S+)/.exec(mail.text)![1]!

  await page.setViewportSize(phone)
  await page.goto(link)
  await hydrated(page)
  await expect(page.getByText('Reyes Advisory')).toHaveCount(0)
  await page.getByRole('link', { name: 'I have an account: sign in' }).click()
  await page.getByLabel('Email').fill(joiner)
  await page.getByLabel('Password').fill('a long password here')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/firm\/join\?token=/, { timeout: 30_000 })
  await hydrated(page)
  await expect(page.getByText(`Rosa Reyes invited your account, ${joiner}, to join`)).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])
  await shot(page, 'join-phone')
  await page.getByRole('button', { name: /^Join Reyes Advisory/ }).click()
  await expect(page.getByText(`You are a member of Reyes Advisory ${stamp} Pty Ltd now.`)).toBeVisible()
  await page.getByRole('link', { name: 'See the firm' }).click()
  await hydrated(page)
  await expect(page.getByRole('list').filter({ hasText: joiner })).toContainText('Theo Reyes')
  await page.setViewportSize(desktop)
  await shot(page, 'joined-desktop')
  await expectNoConsoleErrors(errors)
  // The link worked once: opened again, it is refused (the browser logs the refused call: checked above).
  await page.goto(link)
  await hydrated(page)
  await expect(page.getByText('This invitation was accepted already: its link works once.')).toBeVisible()
})

test('someone without an account, invited to a firm, creates one with the address, confirms it, and joins', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = await watchConsole(page)
  const headers = await adminHeaders(request)
  const stamp = Date.now()
  const owner = await customerToken(request, {
    email: `uma-${stamp}@example.com`,
    password: 'a long password here',
    firstName: 'Uma',
    lastName: 'Patel',
  })
  const firm = await request.post('/api/businesses', {
    headers: { authorization: `Bearer ${owner}` },
    data: { Name: `Patel Partners ${stamp} Pty Ltd`, ABN: freshAbn() },
  })
  expect(firm.ok(), await firm.text()).toBe(true)
  const newcomer = `vic-${stamp}@example.com`
  const invited = await request.post(`/api/businesses/${(await firm.json()).BusinessId}/invitations`, {
    headers: { authorization: `Bearer ${owner}` },
    data: { Email: newcomer },
  })
  expect(invited.status()).toBe(201)
  const link = /https?:\/\/\S+(\/account\/firm\/join\?token=\S+)/.exec(
    (await latestEmailTo(request, headers, newcomer)).text,
  )![1]!

  await page.setViewportSize(phone)
  await page.goto(link)
  await hydrated(page)
  await page.getByRole('link', { name: 'Create one' }).click()
  await hydrated(page)
  await page.getByLabel('First name').fill('Vic')
  await page.getByLabel('Last name').fill('Newcomer')
  await page.getByLabel('Email').fill(newcomer)
  await page.getByLabel(/^Password/).fill('vic’s long password')
  await page.getByRole('button', { name: 'Create my account' }).click()
  await expect(page.getByText('Check your e-mail')).toBeVisible()
  const confirmation = await latestEmailTo(request, headers, newcomer, (mail) =>
    mail.text.includes('/confirm-email?token='),
  )
  await page.goto(/https?:\/\/\S+(\/confirm-email\?token=\S+)/.exec(confirmation.text)![1]!)
  await hydrated(page)
  await page.getByLabel('Your ValueDesk password').fill('vic’s long password')
  await page.getByRole('button', { name: 'Confirm my e-mail address' }).click()
  await expect(page.getByText(`${newcomer} is confirmed.`)).toBeVisible()

  await page.goto(link)
  await hydrated(page)
  await page.getByRole('link', { name: 'I have an account: sign in' }).click()
  await page.getByLabel('Email').fill(newcomer)
  await page.getByLabel('Password').fill('vic’s long password')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/account\/firm\/join\?token=/, { timeout: 30_000 })
  await hydrated(page)
  await expect(page.getByText(`Uma Patel invited your account, ${newcomer}, to join`)).toBeVisible()
  await page.getByRole('button', { name: /^Join Patel Partners/ }).click()
  await expect(page.getByText(`You are a member of Patel Partners ${stamp} Pty Ltd now.`)).toBeVisible()
  await expectNoConsoleErrors(errors)
})

test('a visitor who is not signed in is asked to sign in', async ({ page }) => {
  await page.setViewportSize(phone)
  await page.goto('/account/firm')
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible()
  await shot(page, 'signed-out-phone')
})
