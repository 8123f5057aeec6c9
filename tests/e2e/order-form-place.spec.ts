import { expect, test, type Page } from '@playwright/test'

const widths = [320, 390, 768, 1366]

const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

/** The page's width beyond the window's (0 when nothing is wider than the screen). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

/** The step's heading is on screen, below the sticky header, and has the focus. */
async function expectStepInView(page: Page, step: RegExp) {
  const heading = page.locator('#wizard-heading')
  await expect(heading).toHaveText(step)
  await expect(heading).toBeFocused()
  const { top, bottom, header } = await heading.evaluate((element) => {
    const box = element.getBoundingClientRect()
    return {
      top: box.top,
      bottom: box.bottom,
      header: document.querySelector('.site-header')?.getBoundingClientRect().bottom ?? 0,
    }
  })
  expect(top).toBeGreaterThanOrEqual(header - 1)
  expect(bottom).toBeLessThanOrEqual(page.viewportSize()!.height)
}

for (const width of widths) {
  test(`at ${width} px the order form keeps the customer's place and answers through Continue, Back, Forward and reload`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await page.setViewportSize({ width, height: width < 768 ? 844 : 900 })
    await page.goto('/valuation')
    await hydrated(page)
    const wizard = page.locator('.wizard')
    const shot = (name: string) =>
      page.screenshot({ path: `test-results/order-form-${width}-${name}.png`, fullPage: false })
    // The form is the first thing on the page: its first field is on screen as the page opens.
    await expect(wizard.getByLabel('Property address')).toBeInViewport()
    expect(await overflow(page)).toBe(0)
    await shot('1-property')

    await wizard.getByLabel('Property address').fill('14 Carrowbrook Court, Kearneys Spr')
    await wizard.getByRole('listbox').getByRole('option').first().click()
    await wizard.getByLabel('Kind of property').selectOption('residential')
    await wizard.getByLabel(/^Type/).selectOption('house')
    await wizard.getByLabel(/Your estimate/).fill('845000')
    expect(await overflow(page)).toBe(0)
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectStepInView(page, /Step 2 of 5/)
    expect(await overflow(page)).toBe(0)
    await shot('2-purpose')

    // Typed, not continued: Back, Forward and a reload keep it.
    await wizard.getByLabel('What is the valuation for?').selectOption('capital-gains-tax')
    await wizard.getByLabel(/A date in the past/).check()
    await wizard.getByLabel('Date of valuation').fill('2019-06-30')
    expect(await overflow(page)).toBe(0)
    await page.goBack()
    await expectStepInView(page, /Step 1 of 5/)
    await expect(wizard.getByLabel(/Your estimate/)).toHaveValue('845000')
    await page.goForward()
    await expectStepInView(page, /Step 2 of 5/)
    await expect(wizard.getByLabel('What is the valuation for?')).toHaveValue('capital-gains-tax')
    await expect(wizard.getByLabel('Date of valuation')).toHaveValue('2019-06-30')
    await page.reload()
    await hydrated(page)
    await expect(wizard.getByLabel('Date of valuation')).toHaveValue('2019-06-30')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectStepInView(page, /Step 3 of 5/)
    expect(await overflow(page)).toBe(0)

    await wizard.getByLabel('Bedrooms').fill('4')
    await page.reload()
    await hydrated(page)
    await expect(wizard.getByLabel('Bedrooms')).toHaveValue('4')
    await shot('3-details')
    await wizard.getByRole('button', { name: 'Continue' }).click()
    await expectStepInView(page, /Step 4 of 5/)
    expect(await overflow(page)).toBe(0)

    await wizard.getByLabel('First Name').fill('Maria')
    await wizard.getByLabel('Last Name').fill('Rossi')
    await wizard.getByLabel('Email').fill(`maria.${width}@example.com`)
    await wizard.getByLabel('Phone').fill('0412 345 678')
    await page.goBack()
    await expectStepInView(page, /Step 3 of 5/)
    await page.goForward()
    await expect(wizard.getByLabel('First Name')).toHaveValue('Maria')
    await wizard.getByLabel('I am over 18').check()
    await wizard.getByLabel(/I accept the/).check()
    await shot('4-contact')
    await wizard.getByRole('button', { name: 'Continue to review' }).click()
    await expectStepInView(page, /Step 5 of 5/)
    expect(await overflow(page)).toBe(0)
    await shot('5-review')
  })
}

test('the order form is on the page from its first paint: nothing below it moves when its script arrives', async ({
  browser,
}) => {
  const at = async (javaScriptEnabled: boolean) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled })
    const page = await context.newPage()
    await page.goto('/valuation')
    if (javaScriptEnabled) await hydrated(page)
    await expect(page.locator('#wizard-heading')).toHaveText(/Step 1 of 5/)
    const below = await page
      .locator('main > section')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top)
    await context.close()
    return below
  }
  // The server draws the first step; the hydrated form is the same height, so what follows it stays put.
  expect(Math.abs((await at(true)) - (await at(false)))).toBeLessThan(2)
})
