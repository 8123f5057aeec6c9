import { expect, test, type Locator, type Page } from '@playwright/test'
import sharp from 'sharp'

import { adminHeaders, expectNoConsoleErrors, photoSlots, watchConsole } from './support.ts'

test.describe.configure({ timeout: 150_000 })

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

/** Every button of the wizard at this step can be scrolled into view and is the element a click lands on. */
async function expectButtonsReachable(page: Page, step: string, size: string) {
  const buttons = page.locator('.wizard').getByRole('button')
  for (const button of await buttons.all()) {
    if (!(await button.isVisible())) continue
    await button.scrollIntoViewIfNeeded()
    await expect(button, `${step} at ${size}: ${await button.textContent()}`).toBeInViewport()
    const uncovered = await button.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && (element === hit || element.contains(hit))
    })
    expect(uncovered, `${step} at ${size}: "${await button.textContent()}" is covered`).toBe(true)
    if (await button.isEnabled()) await button.click({ trial: true })
  }
  await page.screenshot({ path: `test-results/order-once/${size}-${step}.png` })
}

const heading = (wizard: Locator, step: number) =>
  expect(wizard.getByRole('heading', { name: new RegExp(`Step ${step} of 5`) })).toBeVisible()

for (const viewport of [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
]) {
  const size = `${viewport.width}x${viewport.height}`
  test.describe(`at ${size}`, () => {
    test.use({ viewport })

    test('a customer changes answers twice, goes Back, reloads and places one order with two photos', async ({
      page,
      request,
    }) => {
      const errors = await watchConsole(page)
      const email = `once-${viewport.width}-${Date.now()}@example.com`
      const check = (step: string) => expectButtonsReachable(page, step, size)
      await page.goto('/valuation')
      await hydrated(page)
      const wizard = page.locator('.wizard')

      await wizard.getByLabel('Property address').fill('14 Carrowbrook Court, Kearneys Spr')
      await wizard.getByRole('listbox').getByRole('option').first().click()
      await expect(wizard.getByLabel('Property address')).toHaveValue(
        '14 Carrowbrook Court, Kearneys Spring QLD 4350',
      )
      await wizard.getByLabel('Kind of property').selectOption('residential')
      await wizard.getByLabel(/^Type/).selectOption('house')
      await wizard.getByLabel(/Your estimate/).fill('845000')
      await expect(wizard.getByLabel('Your price')).toContainText('$220')
      await check('1-property')
      await wizard.getByRole('button', { name: 'Continue' }).click()

      await heading(wizard, 2)
      await wizard.getByLabel('What is the valuation for?').selectOption('smsf-reporting')
      await wizard.getByLabel('Fund name').fill('Rossi Family Super Fund')
      await wizard.getByLabel('Trustee').fill('Rossi Nominees Pty Ltd')
      await wizard.getByLabel('Fund ABN').fill('51 824 753 556')
      await check('2-purpose')
      await wizard.getByRole('button', { name: 'Continue' }).click()

      await heading(wizard, 3)
      await wizard.getByLabel('Bedrooms').fill('3')
      const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a8b99' } })
        .jpeg()
        .toBuffer()
      await wizard.getByLabel(/^Photos/).setInputFiles([
        { name: 'front.jpg', mimeType: 'image/jpeg', buffer: photo },
        { name: 'garden.jpg', mimeType: 'image/jpeg', buffer: photo },
      ])
      await expect(wizard.getByText(/front\.jpg.*uploaded/)).toBeVisible({ timeout: 15_000 })
      await expect(wizard.getByText(/garden\.jpg.*uploaded/)).toBeVisible({ timeout: 15_000 })
      await check('3-details')

      await page.reload()
      await hydrated(page)
      await heading(wizard, 3)
      await expect(wizard.getByRole('button', { name: 'Remove garden.jpg' })).toBeVisible()
      await wizard.getByRole('button', { name: 'Continue' }).click()

      await heading(wizard, 4)
      await wizard.getByLabel('First Name').fill('Ann')
      await wizard.getByLabel('Last Name').fill('Once')
      await wizard.getByLabel('Email').fill(email)
      await wizard.getByLabel('Phone').fill('0412 345 678')
      await wizard.getByLabel('I am over 18').check()
      await wizard.getByLabel(/I accept the/).check()
      await check('4-contact')
      await wizard.getByRole('button', { name: 'Continue to review' }).click()

      await heading(wizard, 5)
      await expect(wizard.getByText('Total $220')).toBeVisible()
      await expect(wizard).toContainText('front.jpg, garden.jpg')
      await check('5-review')

      // First change: "Change my answers" goes back to step 1 with every answer kept; a unit instead.
      await wizard.getByRole('button', { name: 'Change my answers' }).click()
      await heading(wizard, 1)
      await expect(wizard.getByLabel(/Your estimate/)).toHaveValue('845000')
      await wizard.getByLabel(/^Type/).selectOption('townhouse')
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await heading(wizard, 3)
      await expect(wizard.getByRole('button', { name: 'Remove front.jpg' })).toBeVisible()

      await page.goBack()
      await expect(page).toHaveURL(/step=purpose/)
      await heading(wizard, 2)
      await expect(wizard.getByLabel('What is the valuation for?')).toHaveValue('smsf-reporting')
      await page.goForward()
      await heading(wizard, 3)
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await wizard.getByLabel('I am over 18').check()
      await wizard.getByLabel(/I accept the/).check()
      await wizard.getByRole('button', { name: 'Continue to review' }).click()

      // Second change: the step link of the purpose, then straight back to the review.
      await wizard.getByRole('button', { name: 'Change purpose' }).click()
      await heading(wizard, 2)
      await wizard.getByLabel('What is the valuation for?').selectOption('capital-gains-tax')
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await wizard.getByRole('button', { name: 'Continue' }).click()
      await wizard.getByLabel('I am over 18').check()
      await wizard.getByLabel(/I accept the/).check()
      await wizard.getByRole('button', { name: 'Continue to review' }).click()
      await expect(wizard).toContainText('Capital gains tax')
      await expect(wizard).toContainText('front.jpg, garden.jpg')

      await wizard.getByRole('button', { name: 'Place order' }).dblclick()
      await expect(wizard.getByText(/Order VD-.* is placed/)).toBeVisible({ timeout: 20_000 })
      await expect(wizard.getByRole('button', { name: 'Change my answers' })).toHaveCount(0)
      await check('5-placed')

      // Back after placing shows the placed order, never the editable steps.
      await page.goBack()
      await heading(wizard, 5)
      await expect(wizard.getByText(/Order VD-.* is placed/)).toBeVisible()
      await expect(wizard.getByLabel('Property address')).toHaveCount(0)
      await expectNoConsoleErrors(errors)

      const headers = await adminHeaders(request)
      const contacts = (
        await (await request.get(`/cms-api/contacts?where[email][equals]=${email}`, { headers })).json()
      ).docs as { id: number }[]
      const ids = contacts.map((contact) => contact.id).join(',')
      const valuations = await (
        await request.get(`/cms-api/valuations?where[contact][in]=${ids}&depth=1`, { headers })
      ).json()
      expect(valuations.docs).toHaveLength(1)
      expect(valuations.docs[0]).toMatchObject({
        purpose: 'capital-gains-tax',
        snapshot: { propertyType: 'townhouse' },
      })
      expect(photoSlots(valuations.docs[0])).toEqual([
        ['photo-1', 'image/jpeg'],
        ['photo-2', 'image/jpeg'],
      ])
      const invoices = await (
        await request.get(`/cms-api/invoices?where[contact][in]=${ids}`, { headers })
      ).json()
      expect(invoices.totalDocs).toBe(1)
      await expect
        .poll(
          async () =>
            (await (await request.get(`/cms-api/outbox?where[to][equals]=${email}`, { headers })).json())
              .totalDocs,
          { timeout: 15_000 },
        )
        .toBe(1)
    })
  })
}
