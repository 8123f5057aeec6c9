import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { idOf } from '@valuedesk/domain'

import { pdfImages, pdfText } from '../support/pdfFacts.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** The PDF is kept in test-results/ so a person can render and read every page. */
let server: TestServer
let text: string
let pdf: Buffer

const photo = (name: string) => readFileSync(new URL(`../../content/samples/images/${name}`, import.meta.url))

beforeAll(async () => {
  server = await startTestServer()
  const setup = await reportToComplete(server, [photo('office-building.jpg'), photo('aerial-district.jpg')], {
    classification: 'office-medical',
    type: 'strata',
    purpose: 'financial-reporting',
    reportKind: 'both',
    form: 'commercial',
    details: {
      LettableAreaM2: 142,
      CarSpaces: 2,
      YearBuilt: 1998,
      Condition: 'good',
      Features: 'Leased to a firm of accountants until February 2029 at $60,350 a year net',
    },
  })
  const completed = await setup.complete()
  expect(completed.status, await completed.clone().text()).toBeLessThan(300)
  const report = await setup.report()
  const download = await server.api(`/api/files/${idOf(report.pdf!)}/download`, { token: setup.admin })
  pdf = Buffer.from(await download.arrayBuffer())
  text = pdfText(pdf)
  mkdirSync('test-results', { recursive: true })
  writeFileSync('test-results/commercial-value-and-rent.pdf', pdf)
}, 180_000)
afterAll(() => server?.close())

describe('a delivered commercial value-and-rent report', () => {
  it('when delivered, then it states the market value and the market rent', () => {
    expect(text).toContain('MARKET VALUE $610,000')
    expect(text).toContain('MARKET RENT $31,200')
    expect(text).toContain('Market value and market rent (consolidated report)')
  })

  it('when delivered, then the sales show rates, adjusted prices and the reconciliation to the value adopted', () => {
    expect(text).toContain('Comparable sales evidence')
    expect(text).toContain('Market yield')
    expect(text).toContain('The property (value adopted)')
    expect(text).toContain('Adjusted prices')
    expect(text).toContain('ADJUSTED RANGE')
    expect(text).toContain('The market value adopted lies within the range the adjusted sales indicate.')
  })

  it('when delivered, then the leasing evidence and the rental reconciliation are printed', () => {
    expect(text).toContain('Leasing evidence and market rent')
    expect(text).toContain('Rental reconciliation')
    expect(text).toContain('Ruthven Street, Toowoomba QLD 4350')
    // The lettable area the customer gave is the report's, so the rent adopted reads per m² too.
    expect(text).toContain('Lettable area of the property 142 m²')
    expect(text).toContain('Market rent adopted $31,200 a year ($220/m²)')
  })

  it('when delivered, then it has the map, the photographs and the verification code', async () => {
    expect(text).toMatch(/Locality plan: /)
    expect(text).toMatch(/Verify this report [0-9A-Z]{5}-[0-9A-Z]{5}/)
    expect((await pdfImages(pdf)).length).toBeGreaterThanOrEqual(3)
  })
})
