import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'

import { accessibilityViolations, adminHeaders, latestEmailTo, signInToAdmin } from './support.ts'

// An Australian admin's browser: its date fields read day, month, year.
test.use({ locale: 'en-AU', timezoneId: 'Australia/Brisbane' })

const desktop = { width: 1366, height: 900 }
const phone = { width: 390, height: 844 }
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/invite-${name}.png`, fullPage: true })

/** axe-core on the invite form alone (Payload's own chrome around it is Payload's). */
const formViolations = async (page: Page) =>
  (
    await new AxeBuilder({ page })
      .include('form')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
  ).violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`)

test('an admin invites a valuer in /admin/invite; the valuer chooses a password from the e-mail and signs in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const email = `priya-${Date.now()}@example.com`
  await page.setViewportSize(desktop)
  await signInToAdmin(page)

  await page.goto('/admin/collections/users')
  await expect(page.getByRole('link', { name: 'Invite them by e-mail' })).toBeVisible()
  await shot(page, 'users-list')
  await page.goto('/admin')
  // At this width Payload's navigation starts closed.
  await page.getByRole('button', { name: 'Open Menu' }).click()
  await shot(page, 'nav')
  await page.getByRole('link', { name: 'Invite a valuer or an editor' }).click()
  await expect(page).toHaveURL(/\/admin\/invite$/)
  await expect(page.getByRole('heading', { name: 'Invite a valuer or an editor' })).toBeVisible()
  await expect(page.getByText('Everyone invited has accepted.').or(page.getByRole('table'))).toBeVisible()
  await shot(page, 'empty')

  await page.getByRole('button', { name: 'Send the invitation', exact: true }).click()
  await expect(page.getByText('The invitation was not sent.')).toBeVisible()
  await expect(page.getByText('Enter their first name.')).toBeVisible()
  await expect(page.getByLabel('E-mail address')).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Enter the licence or registration number.')).toBeVisible()
  await page.getByLabel('Licence number').fill('4821')
  await page.getByLabel('Expires on').fill('30/06/2021')
  await page.getByRole('button', { name: 'Send the invitation', exact: true }).click()
  await expect(page.getByText('This licence expired on 30 June 2021: record the renewed one.')).toBeVisible()
  expect(await formViolations(page)).toEqual([])
  await shot(page, 'errors')

  await page.getByLabel('First name').fill('Priya')
  await page.getByLabel('Last name').fill('Shah')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Position (optional)').fill('Certified Practising Valuer')
  await page.getByLabel('Expires on').fill('30/6/2030')
  await page.getByRole('button', { name: 'Add another licence' }).click()
  const second = page.getByRole('group', { name: 'Licence 2' })
  await second.getByLabel('State').selectOption('NSW')
  await second.getByLabel('Licence number').fill('VAL-1763')
  await page.getByRole('button', { name: 'Send the invitation', exact: true }).click()
  await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible()
  const pending = page.getByRole('row', { name: new RegExp(email) })
  await expect(pending).toContainText('Valuer, ')
  await expect(pending.getByRole('button', { name: 'Resend the invitation to Priya Shah' })).toBeVisible()
  expect(await formViolations(page)).toEqual([])
  await shot(page, 'success')

  await page.getByLabel('First name').fill('Priya')
  await page.getByLabel('Last name').fill('Again')
  await page.getByLabel('E-mail address').fill(email)
  await page.getByLabel('Licence number').fill('4821')
  await page.getByRole('button', { name: 'Send the invitation', exact: true }).click()
  await expect(page.locator('#invite-email-error')).toContainText('was invited already')

  const headers = await adminHeaders(request)
  const mail = await latestEmailTo(request, headers, email)
  expect(mail.subject).toMatch(/invited you to ValueDesk, for /)
  expect(mail.text).toContain('Priya')
  expect(mail.text).toMatch(/The link works once, until .+ \(Brisbane time\)/)
  const link = new URL(/https?:\/\/\S+\/set-password\?token=\S+/.exec(mail.text)![0])

  const letter = await page.context().newPage()
  await letter.setViewportSize(desktop)
  await letter.setContent(mail.html)
  await letter.screenshot({ path: 'test-results/invite-email.png', fullPage: true })
  await letter.close()

  await page.context().clearCookies()
  await page.goto(link.pathname + link.search)
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible()
  await shot(page, 'set-password')
  await page.setViewportSize(phone)
  await shot(page, 'set-password-phone')
  expect(await accessibilityViolations(page)).toEqual([])
  await page.getByLabel(/Your password/).fill('priya’s own password')
  await page.getByRole('button', { name: 'Set my password' }).click()
  await expect(page.getByText('Your password is set.')).toBeVisible()
  await shot(page, 'set-password-done-phone')

  await page.setViewportSize(desktop)
  await page.getByRole('link', { name: 'Sign in to the ValueDesk back office' }).click()
  await signInToAdmin(page, { email, password: 'priya’s own password' })
  await page.goto('/admin/collections/users')
  await expect(page.getByRole('link', { name: 'Invite a valuer or an editor' })).toHaveCount(0)
  await page.goto('/admin/invite')
  await expect(page.getByText('Only an admin invites staff.')).toBeVisible()
})

test('staff without a name are asked for one on the dashboard, until they give it on their account', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const login = { email: `nameless.${Date.now()}@e2e.test`, password: 'editor-password-1' }
  const created = await request.post('/cms-api/users', { headers, data: { ...login, roles: ['editor'] } })
  expect(created.ok(), await created.text()).toBe(true)
  await signInToAdmin(page, login)
  const notice = page.getByRole('status').filter({ hasText: 'Add your name' })
  await expect(notice).toBeVisible()
  await notice.getByRole('link', { name: /Add your first and last name/ }).click()
  await expect(page).toHaveURL(/\/admin\/account$/)
  await page.locator('#field-firstName').fill('Nadia')
  await page.locator('#field-lastName').fill('Named')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText(/updated successfully/i).first()).toBeVisible()
  await page.goto('/admin')
  await expect(page.getByText('Add your name')).toHaveCount(0)
})
