import { randomUUID } from 'node:crypto'

import { expect, test, type Page } from '@playwright/test'

import {
  accessibilityViolations,
  adminHeaders,
  customerToken,
  expectNoConsoleErrors,
  freshAbn,
  watchConsole,
} from './support.ts'

const desktop = { width: 1366, height: 900 }
const phone = { width: 390, height: 844 }
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/monthly-${name}.png`, fullPage: true })
const hydrated = (page: Page) => page.waitForFunction(() => !document.querySelector('astro-island[ssr]'))

const property = (street: string) => ({
  AddressDetails: { Address: `${street}, Toowoomba QLD 4350`, State: 'QLD', Postcode: '4350' },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 700_000,
})
const assessment = {
  Purpose: 'smsf-reporting',
  ValuationBasis: 'retrospective',
  RetrospectiveDate: '2026-06-30',
  Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '51 824 753 556' },
}

test('a firm invoiced monthly orders on account: /account and the firm settings say so in words', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const errors = await watchConsole(page)
  const email = `mona-${Date.now()}@example.com`
  const token = await customerToken(request, {
    email,
    password: 'mona’s long password',
    firstName: 'Mona',
    lastName: 'Lee',
  })
  const authorization = { authorization: `Bearer ${token}` }

  // Her firm, granted an account by an admin (as the firm's page in /admin does) and invoiced monthly; one order
  // through the whole-order call and a bulk order of two.
  const firm = await request.post('/api/businesses', {
    headers: authorization,
    data: { Name: 'Monthly Accounting Pty Ltd', ABN: freshAbn(), Email: 'books@monthly.example' },
  })
  expect(firm.ok(), await firm.text()).toBe(true)
  const { BusinessId } = await firm.json()
  const granted = await request.patch(`/cms-api/businesses/${BusinessId}`, {
    headers: await adminHeaders(request),
    data: { accountLimit: 20_000 },
  })
  expect(granted.ok(), await granted.text()).toBe(true)
  const chosen = await request.patch(`/api/businesses/${BusinessId}`, {
    headers: authorization,
    data: { Invoicing: 'per-month' },
  })
  expect(chosen.ok(), await chosen.text()).toBe(true)
  const contact = await request.post('/api/contacts', {
    headers: authorization,
    data: { FirstName: 'Mona', LastName: 'Lee', Email: email, Phone: '0400 000 000' },
  })
  const { ContactId } = await contact.json()
  const single = await request.post('/api/orders', {
    headers: authorization,
    data: {
      OrderKey: randomUUID(),
      ContactId,
      Property: property('1 Ruthven St'),
      Assessment: assessment,
      Details: { Form: 'residential', Details: { Bedrooms: 3, Bathrooms: 2, CarSpaces: 1, LandAreaM2: 640 } },
    },
  })
  expect(single.status(), await single.text()).toBe(201)
  expect((await single.json()).Invoice).toBeNull()
  const bulk = await request.post('/api/users/me/bulk_orders', {
    headers: authorization,
    data: {
      OrderKey: randomUUID(),
      Rows: [
        { Property: property('2 Ruthven St'), Assessment: assessment },
        { Property: property('3 Ruthven St'), Assessment: assessment },
      ],
    },
  })
  expect(bulk.status(), await bulk.text()).toBe(201)

  await page.addInitScript((value) => localStorage.setItem('tm_auth', JSON.stringify({ value })), token)
  for (const [size, name] of [
    [phone, 'phone'],
    [desktop, 'desktop'],
  ] as const) {
    await page.setViewportSize(size)
    await page.goto('/account')
    await hydrated(page)
    await expect(
      page.getByText('Ordering for Monthly Accounting Pty Ltd: one invoice a month, on account.'),
    ).toBeVisible()
    const orders = page.getByRole('region', { name: 'Your orders' }).getByRole('listitem')
    await expect(orders).toHaveCount(3)
    for (const order of await orders.all()) {
      await expect(order.getByText(/^On account: on the \w+ invoice$/)).toBeVisible()
      await expect(order.getByText('On account — waiting for a valuer')).toBeVisible()
      await expect(order.getByText(/Report due by/)).toBeVisible()
    }
    await expect(page.getByText(/^No tax invoices yet/)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width)
    expect(await accessibilityViolations(page)).toEqual([])
    await shot(page, `account-${name}`)

    await page.goto('/account/firm')
    await hydrated(page)
    await expect(page.getByLabel('Invoicing')).toHaveValue('per-month')
    await expect(page.getByText(/Orders go on the firm’s account and start at once/)).toBeVisible()
    // The account is ValueDesk's grant: its limit in dollars and the day, as Australians write them.
    await expect(
      page.getByText(/^Your firm’s account with us: orders on account up to \$20,000\.00 \(GST included\)/),
    ).toBeVisible()
    await shot(page, `firm-${name}`)
  }
  await expectNoConsoleErrors(errors)
})
