import { expect, test, type Page } from '@playwright/test'

import { accessibilityViolations, adminHeaders, expectNoConsoleErrors, watchConsole } from './support.ts'

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

async function describeProperty(page: Page, classification: string, type: string, estimate = '845000') {
  const wizard = page.locator('.wizard')
  await wizard.getByLabel('Property address').fill('14 Carrowbrook Court, Kearneys Spr')
  await wizard.getByRole('listbox').getByRole('option').first().click()
  await expect(wizard.getByLabel('Property address')).toHaveValue('14 Carrowbrook Court, Kearneys Spring QLD 4350')
  await wizard.getByLabel('Kind of property').selectOption(classification)
  await wizard.getByLabel(/^Type/).selectOption(type)
  await wizard.getByLabel(/Your estimate/).fill(estimate)
}

test('a customer orders a house and pays by bank transfer; the order, invoice and e-mails exist', async ({ page, request }) => {
  const errors = watchConsole(page)
  await page.goto('/valuation')
  await hydrated(page)
  const wizard = page.locator('.wizard')
  await describeProperty(page, 'residential', 'house')
  await expect(wizard.getByLabel('Your price')).toContainText('$220')
  await expect(wizard.getByLabel('Your price')).toContainText('including $20 GST')
  expect(await accessibilityViolations(page)).toEqual([])
  await wizard.getByRole('button', { name: 'Continue' }).click()
  await expect(page).toHaveURL(/step=purpose/)

  // Progress survives a reload.
  await page.reload()
  await hydrated(page)
  await expect(wizard.getByRole('heading', { name: /Step 2 of 5/ })).toBeVisible()
  await wizard.getByLabel('What is the valuation for?').selectOption('capital-gains-tax')
  await wizard.getByLabel(/A date in the past/).check()
  await wizard.getByLabel('Date of valuation').fill('2019-06-30')
  await expect(wizard).toContainText('as at 30 June 2019')
  await wizard.getByRole('button', { name: 'Continue' }).click()

  await wizard.getByLabel('Bedrooms').fill('4')
  await wizard.getByLabel('Land area (m²)').fill('752')
  await wizard.getByRole('button', { name: 'Continue' }).click()

  await wizard.getByLabel('First Name').fill('Maria')
  await wizard.getByLabel('Last Name').fill('Rossi')
  await wizard.getByLabel('Email').fill('maria.rossi@example.com')
  await wizard.getByLabel('Phone').fill('0412 345 678')
  await wizard.getByRole('button', { name: /Confirm and continue/ }).click()
  await expect(wizard.getByText('You must be over 18 to order.')).toBeVisible()
  await wizard.getByLabel('I am over 18').check()
  await wizard.getByLabel(/I accept the/).check()
  await wizard.getByRole('button', { name: /Confirm and continue/ }).click()

  await expect(wizard.getByText('Total $220')).toBeVisible({ timeout: 15_000 })
  await expect(wizard).toContainText('30 June 2019')
  await wizard.getByLabel(/Bank transfer/).check()
  await wizard.getByRole('button', { name: 'Finish' }).click()
  await expect(page).toHaveURL(/\/completed\?/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Success!')
  await expect(page.getByText(/Awaiting your bank transfer of \$220/)).toBeVisible()
  await expectNoConsoleErrors(errors)

  const headers = await adminHeaders(request)
  const valuations = await (await request.get('/cms-api/valuations?where[retrospectiveDate][equals]=2019-06-30&depth=1', { headers })).json()
  expect(valuations.docs).toHaveLength(1)
  expect(valuations.docs[0]).toMatchObject({ status: '0', purpose: 'capital-gains-tax', snapshot: { address: '14 Carrowbrook Court, Kearneys Spring QLD 4350', details: { Bedrooms: 4, LandAreaM2: 752 } }, invoice: { totalCents: 22000, status: 'unpaid' } })
  await expect.poll(async () => (await (await request.get('/cms-api/outbox?where[to][equals]=maria.rossi@example.com', { headers })).json()).totalDocs, { timeout: 15_000 }).toBe(1)
})

test('an out-of-scope property is stopped at the first step with its reason', async ({ page }) => {
  await page.goto('/valuation')
  await hydrated(page)
  const wizard = page.locator('.wizard')
  await describeProperty(page, 'retail', 'freestanding', '6500000')
  await expect(wizard.getByLabel('Your price')).toContainText('We value properties worth up to $5,000,000')
  await wizard.getByLabel('Is the property any of these?').selectOption('service-station')
  await expect(wizard.getByLabel('Your price')).toContainText('Service stations')
  await expect(wizard.getByRole('button', { name: 'Continue' })).toBeDisabled()
  await expect(wizard.getByRole('link', { name: 'Contact us' })).toBeVisible()
})
