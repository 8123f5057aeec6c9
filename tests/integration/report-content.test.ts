import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { renderReport } from '@valuedesk/cms'
import { formatDate, idOf, relianceUntil, todayInAustralia } from '@valuedesk/domain'

import { pdfImages, pdfText } from '../support/pdfFacts.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let setup: Awaited<ReturnType<typeof reportToComplete>>
let delivered: string
let deliveredPdf: Buffer

const LIABILITY = 'Liability limited by a scheme approved under Professional Standards Legislation'

/**
 * The report rendered again now from its records, as its text. (GET /api/reports/{id}/pdf serves the delivered
 * PDF byte for byte, which a later change of the property or the practice must not alter.)
 */
const renderedText = async () => {
  const report = await setup.report()
  const again = pdfText(await renderReport(server.payload, report))
  const served = await server.api(`/api/reports/${setup.reportId}/pdf`, { token: setup.admin })
  expect(Buffer.from(await served.arrayBuffer()).equals(deliveredPdf)).toBe(true)
  return again
}

beforeAll(async () => {
  server = await startTestServer()
  setup = await reportToComplete(server)
  const completed = await setup.complete()
  expect(completed.status).toBeLessThan(300)
  const report = await setup.report()
  const download = await server.api(`/api/files/${idOf(report.pdf!)}/download`, { token: setup.admin })
  deliveredPdf = Buffer.from(await download.arrayBuffer())
  delivered = pdfText(deliveredPdf)
}, 120_000)
afterAll(() => server?.close())

describe('a delivered residential report', () => {
  const today = () => formatDate(todayInAustralia())

  it('when delivered, then it states the date of valuation and the date of report', () => {
    expect(delivered).toContain(`Date of valuation ${today()}`)
    expect(delivered).toContain(`Date of report ${today()}`)
    expect(delivered).toContain(`Date of report: ${today()}`)
  })

  it('when delivered, then its instructions say who instructed, when, why and who may rely on it', () => {
    expect(delivered).toContain('Instructions and intended use')
    expect(delivered).toContain('Instructed by Maria Rossi')
    expect(delivered).toContain(`Date of instructions ${today()}`)
    expect(delivered).toContain('SMSF annual reporting (market value)')
    expect(delivered).toMatch(
      /the trustee of the fund, its approved SMSF auditor and the Australian Taxation Office/,
    )
    expect(delivered).toContain('Restrictions on use')
  })

  it('when delivered, then the basis of value gives the IVS definition of market value, and not of market rent', () => {
    expect(delivered).toContain(
      'between a willing buyer and a willing seller in an arm’s length transaction, after proper marketing',
    )
    expect(delivered).not.toContain('should be leased on the valuation date')
  })

  it('when delivered, then the extent of investigation says desktop, no inspection, and what was relied on', () => {
    expect(delivered).toContain('No inspection of the property was made')
    expect(delivered).toContain('Information relied on')
    expect(delivered).toContain('given by Maria Rossi when the valuation was ordered')
  })

  it('when delivered, then it states compliance, independence and how long it may be relied on', () => {
    expect(delivered).toContain(
      'Australian Property Institute’s professional standards and the International Valuation Standards',
    )
    expect(delivered).toContain('pecuniary interest')
    expect(delivered).toContain(
      `may be relied on for 90 days from that date (until ${formatDate(relianceUntil(todayInAustralia(), 90))})`,
    )
  })

  it('when the practice is in a scheme and the property in Queensland, then liability is limited', () => {
    expect(delivered).toContain(LIABILITY)
  })

  it('when delivered, then it is signed with the verified signature image, the name and the Queensland registration', () => {
    expect(delivered).toContain('Jane Citizen Registered Valuer No. 4821 (Queensland)')
    expect(pdfImages(deliveredPdf)).toContainEqual(expect.objectContaining({ width: 240, height: 80 }))
  })

  it('when the property is in Tasmania, then the liability line is not printed', async () => {
    const valuation = await server.payload.findByID({ collection: 'valuations', id: setup.order.valuationId })
    const snapshot = idOf(valuation.snapshot)
    // An admin's correction of the address, as the lifecycle makes it.
    const setState = (state: string) =>
      server.payload.update({
        collection: 'property-snapshots',
        id: snapshot,
        data: { state },
        context: { lifecycle: true },
      })
    await setState('TAS')
    try {
      expect(await renderedText()).not.toContain(LIABILITY)
    } finally {
      await setState('QLD')
    }
  })

  it('when the practice is in no Professional Standards scheme, then the liability line is not printed', async () => {
    const valuation = await server.payload.findByID({ collection: 'valuations', id: setup.order.valuationId })
    const practice = idOf(valuation.practice!)
    const setScheme = (liabilityScheme: boolean) =>
      server.payload.update({ collection: 'practices', id: practice, data: { liabilityScheme } })
    await setScheme(false)
    try {
      expect(await renderedText()).not.toContain(LIABILITY)
    } finally {
      await setScheme(true)
    }
  })
})
