import { expect, test, type Page } from '@playwright/test'

import { adminHeaders } from './support.ts'

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

test.describe('header on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const start of ['/', '/pricing']) {
    test(`on ${start}, the menu opens, closes after a navigation, and How We Do It reaches the section`, async ({
      page,
    }) => {
      await page.goto(start)
      await hydrated(page)
      const toggle = page.getByRole('button', { name: 'Open menu' })
      const nav = page.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeHidden()
      await toggle.click()
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
      await expect(nav).toBeVisible()
      await nav.getByRole('link', { name: 'How We Do It' }).click()
      await expect(page).toHaveURL(/\/#how-it-works$/)
      await expect(page.locator('#how-it-works')).toBeInViewport()
      await expect(nav).toBeHidden()
    })
  }
})

test('the header changes once the page is scrolled', async ({ page }) => {
  await page.goto('/')
  await hydrated(page)
  const header = page.locator('#site-header')
  await expect(header).not.toHaveClass(/is-scrolled/)
  await page.mouse.wheel(0, 800)
  await expect(header).toHaveClass(/is-scrolled/)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(header).not.toHaveClass(/is-scrolled/)
})

test('the header and its links are complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/pricing')
  const nav = page.getByRole('navigation', { name: 'Main' })
  for (const label of [
    'Pricing',
    'FAQ',
    'Contact Us',
    'How We Do It',
    'View Sample Report',
    'GET MY E-VALUATION',
  ])
    await expect(nav.getByRole('link', { name: label })).toBeAttached()
  await expect(nav.getByRole('link', { name: 'GET MY E-VALUATION' })).toHaveAttribute('href', '/valuation')
  await context.close()
})

test.describe('contact panel', () => {
  test('it opens cleared, names a bad e-mail, sends, closes, confirms, and the enquiry reaches the CMS', async ({
    page,
    request,
  }) => {
    await page.goto('/faq')
    await hydrated(page)
    const panel = page.getByRole('dialog', { name: 'Drop us a line...' })
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
    await expect(panel).toBeVisible()
    await panel.getByLabel('First Name').fill('Temporary')
    await panel.getByRole('button', { name: 'Cancel' }).click()
    await expect(panel).toBeHidden()

    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
    await expect(panel).toBeVisible()
    await expect(panel.getByLabel('First Name')).toHaveValue('')

    const message = `Do you value hobby farms near Stanthorpe? ${Date.now()}`
    await panel.getByLabel('First Name').fill('Priya')
    await panel.getByLabel('Last Name').fill('Shah')
    await panel.getByLabel('Email').fill('priya@example')
    await panel.getByLabel('Phone').fill('0400 123 456')
    await panel.getByLabel('Message').fill(message)
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByText('Enter a valid e-mail address, like name@example.com.')).toBeVisible()
    await expect(panel.getByLabel('Message')).toHaveValue(message)

    await panel.getByLabel('Email').fill('priya@example.com')
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel).toBeHidden()
    await expect(page.getByRole('status').filter({ hasText: 'your message is on its way' })).toBeVisible()

    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
    await expect(panel.getByLabel('Message')).toHaveValue('')

    const headers = await adminHeaders(request)
    const enquiries = await (
      await request.get(`/cms-api/enquiries?where[message][equals]=${encodeURIComponent(message)}`, {
        headers,
      })
    ).json()
    expect(enquiries.docs).toHaveLength(1)
    expect(enquiries.docs[0]).toMatchObject({
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya@example.com',
      phone: '0400 123 456',
    })
  })

  test('when sending fails, what was typed stays and the visitor is told', async ({ page }) => {
    await page.goto('/')
    await hydrated(page)
    await page.route('**/api/contacts/email', (route) => route.fulfill({ status: 503, body: '' }))
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
    const panel = page.getByRole('dialog', { name: 'Drop us a line...' })
    await panel.getByLabel('Email').fill('sam@example.com')
    await panel.getByLabel('Message').fill('Please call me back')
    await panel.getByRole('button', { name: 'Send' }).click()
    await expect(panel.getByRole('alert')).toContainText('could not be sent')
    await expect(panel.getByLabel('Message')).toHaveValue('Please call me back')
    await expect(panel).toBeVisible()
  })
})
