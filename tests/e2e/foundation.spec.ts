import { expect, test } from '@playwright/test'

import { e2eAdmin } from '../playwright.config.ts'
import { expectNoConsoleErrors, watchConsole } from './support.ts'

test('the home page is rendered by Astro from the CMS document, with no JavaScript of its own', async ({ page }) => {
  const errors = watchConsole(page)
  const scripts: string[] = []
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Independent property valuations, without the wait')
  await expect(page.getByRole('link', { name: 'GET STARTED' })).toHaveAttribute('href', '/valuation')
  expect(scripts).toEqual([])
  await expectNoConsoleErrors(errors)
})

test('an edit saved through Payload shows on the next request of the page', async ({ page, request }) => {
  const login = await request.post('/api/auth/login', { data: { Email: e2eAdmin.email, Password: e2eAdmin.password } })
  expect(login.ok()).toBe(true)
  const { Token } = await login.json()
  const headers = { authorization: `Bearer ${Token}` }
  const pages = await (await request.get('/cms-api/pages?where[slug][equals]=home', { headers })).json()
  const home = pages.docs[0]
  const heading = `Valuations for SMSF trustees ${Date.now()}`
  const saved = await request.patch(`/cms-api/pages/${home.id}`, { headers, data: { hero: { ...home.hero, heading }, _status: 'published' } })
  expect(saved.ok()).toBe(true)

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)

  await request.patch(`/cms-api/pages/${home.id}`, { headers, data: { hero: home.hero, _status: 'published' } })
})

test('an admin logs in to the Payload admin and sees the collections', async ({ page }) => {
  await page.goto('/admin')
  await page.getByLabel('Email').fill(e2eAdmin.email)
  await page.getByLabel('Password').fill(e2eAdmin.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await expect(page.getByRole('heading', { name: 'Pages' }).first()).toBeVisible()
  await page.goto('/admin/collections/pages')
  await expect(page.getByRole('link', { name: 'Home' }).first()).toBeVisible()
})

test('the API docs list the calls', async ({ page }) => {
  await page.goto('/api/docs')
  await expect(page.getByText('/api/auth/login')).toBeVisible()
  await expect(page.getByText('/api/telemetry/ping')).toBeVisible()
})
