import { expect, test } from '@playwright/test'

import { accessibilityViolations, adminHeaders, latestEmailTo } from './support.ts'

test('a customer resets a forgotten password through the link in the e-mail', async ({ page, request }) => {
  const email = `reset-${Date.now()}@example.com`
  expect(
    (
      await request.post('/api/users/register', {
        data: { Email: email, Password: 'the first password', FirstName: 'Ana', LastName: 'Lima' },
      })
    ).status(),
  ).toBe(202)

  // Not confirmed yet: the reset link, proving the address, confirms it too.
  await page.goto('/reset-password')
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await page.locator('main').getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send me a reset link' }).click()
  await expect(page.getByText('a reset link is on its way')).toBeVisible()
  expect(await accessibilityViolations(page)).toEqual([])

  const headers = await adminHeaders(request)
  const resetLink = /https?:\/\/\S+\/reset-password\?token=\S+/
  const mail = await latestEmailTo(request, headers, email, ({ text }) => resetLink.test(text))
  const link = resetLink.exec(mail.text)![0]

  await page.goto(new URL(link).pathname + new URL(link).search)
  await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
  await page.getByLabel(/New password/).fill('a brand new password')
  await page.getByRole('button', { name: 'Set my new password' }).click()
  await expect(page.getByText('Your password is changed.')).toBeVisible()
  expect(
    (
      await request.post('/api/auth/login', { data: { Email: email, Password: 'a brand new password' } })
    ).status(),
  ).toBe(200)
})
