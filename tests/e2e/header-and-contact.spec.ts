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
      // Escape closes it, the focus back on its button; it opens again.
      await page.keyboard.press('Escape')
      await expect(nav).toBeHidden()
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused()
      await toggle.click()
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

test.describe('contact panel as a dialog', () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`at ${viewport.width}×${viewport.height}, every open takes focus in, keeps it there, every field fits, and Escape returns it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport)
      await page.goto('/pricing')
      await hydrated(page)
      const panel = page.getByRole('dialog', { name: 'Drop us a line...' })
      const opener = page.getByRole('banner').getByRole('link', { name: 'Contact Us' })
      const phoneMenu = page.getByRole('button', { name: 'Open menu' })
      for (const time of [1, 2]) {
        if (viewport.width < 800 && (await phoneMenu.isVisible())) await phoneMenu.click()
        await opener.click()
        await expect(panel).toBeVisible()
        const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))
        await expect.poll(inside, { message: `focus moves in (open ${time})` }).toBe(true)
        // However far Tab goes, forwards or back, focus stays in the dialog.
        for (let step = 0; step < 12; step++) {
          await page.keyboard.press('Tab')
          expect(await inside()).toBe(true)
        }
        for (let step = 0; step < 4; step++) {
          await page.keyboard.press('Shift+Tab')
          expect(await inside()).toBe(true)
        }
        for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Message']) {
          const box = (await panel.getByLabel(label).boundingBox())!
          expect(box.x, label).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `${label} fits the width`).toBeLessThanOrEqual(viewport.width)
        }
        await page.screenshot({ path: `test-results/contact-dialog-${viewport.width}-${time}.png` })
        await page.keyboard.press('Escape')
        await expect(panel).toBeHidden()
        if (viewport.width >= 800) await expect(opener).toBeFocused()
      }
    })

  test('without JavaScript, Contact Us leads to the contact details on the page', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/pricing')
    await page.getByRole('banner').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/#contact$/)
    await expect(page.locator('#contact')).toBeInViewport()
    await expect(page.locator('#contact')).toContainText('@')
    await context.close()
  })
})
