import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../playwright.config.ts'
import { adminHeaders, watchConsole } from './support.ts'

test('a marketer edits the About page in /admin, publishes, and the site shows it on the next request', async ({
  page,
  request,
}) => {
  const headers = await adminHeaders(request)
  const { docs } = await (
    await request.get('/cms-api/pages?where[slug][equals]=about&depth=0', { headers })
  ).json()
  const about = docs[0]
  await page.goto('/about')

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  const errors = await watchConsole(page)
  await page.goto(`/admin/collections/pages/${about.id}`)
  const title = `About ValueDesk ${Date.now()}`
  const titleField = page.locator('#field-title')
  await expect(titleField).toBeVisible()
  const heading = page.locator('input[name="layout.0.heading"]')
  await heading.fill(title)
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()
  expect(errors.filter((error) => !/favicon/.test(error))).toEqual([])

  const started = Date.now()
  await page.goto('/about')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  expect(Date.now() - started).toBeLessThan(5000)
})
