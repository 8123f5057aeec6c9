import { expect, test, type Page } from '@playwright/test'

import { pdfText } from '../support/pdfFacts.ts'
import {
  accessibilityViolations,
  adminHeaders,
  expectNoConsoleErrors,
  freshAbn,
  watchConsole,
} from './support.ts'

const csv = [
  'address,class,type,fund,trustee,fund_abn,purpose,date,estimated_value',
  '"1 Ruthven St, Toowoomba QLD 4350",residential,house,Rossi Family Super Fund,Rossi Nominees Pty Ltd,51 824 753 556,smsf-reporting,30/06/2026,650000',
  '"2 Ruthven St, Toowoomba QLD 4350",residential,apartment,Rossi Family Super Fund,Rossi Nominees Pty Ltd,51 824 753 556,smsf-reporting,30/06/2026,480000',
  '"3 Ruthven St, Toowoomba QLD 4350",residential,house,Chen Superannuation Fund,Chen Pty Ltd,53 004 085 616,Lending or mortgage security,,700000',
  '"4 Ruthven St, Toowoomba QLD 4350",residential,townhouse,Chen Superannuation Fund,Chen Pty Ltd,53 004 085 616,smsf-reporting,30/06/2026,560000',
  '"5 Ruthven St, Toowoomba QLD 4350",residential,house,Nguyen Retirement Fund,Nguyen Holdings Pty Ltd,33 102 417 032,smsf-reporting,30/06/2026,910000',
].join('\r\n')

/** A full-page screenshot, once the page is seen not to scroll sideways at its width (naming what sticks out). */
async function shoot(page: Page, name: string) {
  const width = page.viewportSize()!.width
  const wider = await page.evaluate(() => {
    const out = [...document.querySelectorAll('body *')].filter(
      (element) => element.getBoundingClientRect().right > window.innerWidth + 0.5,
    )
    const described = out.map((element) =>
      `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80),
    )
    return { scrollWidth: document.documentElement.scrollWidth, out: described.slice(0, 5) }
  })
  expect(wider.scrollWidth, `${name} at ${width}px: ${wider.out.join(', ')}`).toBeLessThanOrEqual(width)
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true })
}

for (const size of [
  { name: 'desktop', width: 1366, height: 900 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
  { name: 'small-phone', width: 320, height: 640 },
])
  test(`a firm member uploads 5 properties for 3 funds, sees the out-of-scope one and places the other 4 (${size.name})`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize(size)
    const errors = await watchConsole(page)
    const headers = await adminHeaders(request)
    const email = `ann-${size.name}-${Date.now()}@downs.example`
    const user = await request.post('/cms-api/users', {
      headers,
      data: {
        email,
        password: 'accountant-password-1',
        firstName: 'Ann',
        lastName: 'Lee',
        roles: ['customer'],
      },
    })
    expect(user.ok(), await user.text()).toBe(true)
    // Signed in as the site keeps a session: the token in local storage (tm_auth), which the page's calls send.
    const login = await request.post('/api/auth/login', {
      data: { Email: email, Password: 'accountant-password-1' },
    })
    expect(login.status()).toBe(200)
    const token: string = (await login.json()).Token
    await page.addInitScript((value) => localStorage.setItem('tm_auth', JSON.stringify({ value })), token)
    const asAnn = { authorization: `Bearer ${token}` }
    const firm = await request.post('/api/businesses', {
      headers: asAnn,
      data: { Name: `Darling Downs Accounting ${size.name} Pty Ltd`, ABN: freshAbn() },
    })
    expect(firm.ok(), await firm.text()).toBe(true)
    const firmId = (await firm.json()).BusinessId
    expect(
      (
        await request.patch(`/cms-api/businesses/${firmId}`, {
          headers,
          data: { invoicing: 'per-bulk-order' },
        })
      ).ok(),
    ).toBe(true)

    await page.goto('/account/bulk-order')
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))
    await page
      .getByLabel('CSV file')
      .setInputFiles({ name: 'funds.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByRole('heading', { name: 'Properties (5)' })).toBeVisible()
    await page.getByRole('button', { name: 'Check and price' }).click()

    const quote = page.locator('.bulk__quote')
    await expect(quote.getByText('4 in scope')).toBeVisible()
    const outRow = quote.locator('tr.is-out')
    await expect(outRow).toHaveCount(1)
    await expect(outRow).toContainText('3 Ruthven St')
    await expect(outRow).toContainText('can’t be used for lending or mortgage security')
    await expect(page.getByRole('button', { name: /^Place/ })).toHaveCount(0)
    await shoot(page, `quote-${size.name}`)
    expect(await accessibilityViolations(page)).toEqual([])

    await page.getByRole('button', { name: 'Remove the out-of-scope property' }).click()
    await expect(page.getByRole('heading', { name: 'Properties (4)' })).toBeVisible()
    await page.getByRole('button', { name: 'Check and price' }).click()
    await page.getByRole('button', { name: 'Place 4 orders' }).click()
    await expect(page.getByText('4 orders are placed.')).toBeVisible()
    await page.getByRole('radio', { name: /Bank transfer/ }).check()
    await shoot(page, `placed-${size.name}`)

    const invoiceLink = page.getByRole('link', { name: 'Download the tax invoice (PDF)' })
    const pdf = await request.get((await invoiceLink.getAttribute('href'))!, { headers: asAnn })
    expect(pdf.ok()).toBe(true)
    const text = pdfText(Buffer.from(await pdf.body()))
    expect(text.match(/Ruthven St, Toowoomba QLD 4350/g)).toHaveLength(4)
    expect(text).not.toContain('3 Ruthven St')
    for (const fund of ['Rossi Family Super Fund', 'Chen Superannuation Fund', 'Nguyen Retirement Fund'])
      expect(text).toContain(fund)
    expect(text).toContain(`Darling Downs Accounting ${size.name} Pty Ltd`)
    await expectNoConsoleErrors(errors)
  })
