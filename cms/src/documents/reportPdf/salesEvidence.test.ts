import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

import type { PropertyClassification, ReportBlockContent } from '@valuedesk/domain'

import { ReportInput } from './input.ts'
import { renderReportPdf } from './reportPdf.ts'

const samples = path.resolve(import.meta.dirname, '../../../../content/samples')
const dir = mkdtempSync(path.join(tmpdir(), 'sales-evidence-'))

function sampleAs(classification: PropertyClassification) {
  const name = classification === 'residential' ? 'residential' : 'commercial'
  const input = ReportInput.parse(JSON.parse(readFileSync(path.join(samples, `${name}.json`), 'utf8')))
  input.data.classification = classification
  input.data.draft = true
  if (classification !== 'rural') return input
  input.blocks = input.blocks.map((block): ReportBlockContent => {
    if (block.type !== 'comparableSales') return block
    const holding = (hectares: number, head: number | null, megalitres: number | null) => ({
      landArea: hectares * 10_000,
      carryingCapacity: head,
      waterEntitlement: megalitres,
    })
    const measures = [
      holding(320, 1600, 250),
      holding(410, 2000, null),
      holding(285, 1450, 180),
      holding(500, 2500, 300),
    ]
    return {
      ...block,
      sales: block.sales.map((sale, at) => ({
        ...sale,
        price: 3_200_000 + at * 150_000,
        lettableArea: null,
        passingRent: null,
        buildingArea: null,
        ...measures[at % measures.length]!,
      })),
      subject: { ...block.subject, lettableArea: null, passingRent: null, ...holding(350, 1750, 220) },
    }
  })
  return input
}

async function salesPage(classification: PropertyClassification) {
  const file = path.join(dir, `${classification}.pdf`)
  writeFileSync(file, await renderReportPdf(sampleAs(classification)))
  const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
  const from = /\d+\. Comparable sales evidence/.exec(text)!.index
  const page = text.slice(from, text.indexOf('Adjusted prices', from))
  expect(page).toContain('No. Address Sold Price')
  return page
}

describe('sales evidence by class of property', { timeout: 30_000 }, () => {
  it.each([
    [
      'office-medical',
      ['Lettable m²', '$/m² lettable', 'Passing rent', 'Passing yield'],
      ['$5,775', '7.36%', '7.26%', '7.2%'],
    ],
    ['industrial', ['Lettable m²', '$/m² lettable', 'Market yield'], ['$5,775', '7.26%']],
    ['retail', ['Lettable m²', '$/m² lettable', 'Passing yield'], ['7%']],
    ['residential', ['Land m²', 'Building m²', 'Bed/', '$/m² building', '$/m² land'], ['$3,949', '$1,124']],
    [
      'rural',
      ['Area ha', '$/ha', 'Head', '$/head', 'Water ML', '$/ML'],
      ['320', '$10,000', '$2,000', '$12,800'],
    ],
  ] as const)(
    'when a %s report is printed, then its sales are analysed by its measures, the property’s own rates beside them',
    async (classification, titles, rates) => {
      const page = await salesPage(classification)
      for (const title of titles) expect(page).toContain(title)
      for (const rate of rates) expect(page).toContain(rate)
      expect(page).toContain('The property (value adopted)')
    },
  )

  it.each(['office-medical', 'industrial', 'retail', 'rural'] as const)(
    'when a %s report is printed, then no bedrooms column and no rate of either area mixed in one column',
    async (classification) => {
      const page = await salesPage(classification)
      expect(page).not.toContain('Bed/')
      expect(page).not.toMatch(/\$[\d,]+ [BL]\b/)
    },
  )

  it('when a rural holding is printed, then its land reads in hectares, never as a wrapped count of m²', async () => {
    const page = await salesPage('rural')
    expect(page).toContain('$3,200,000 320 $10,000')
    expect(page).not.toMatch(/\d,\d{1,2} \d/)
    expect(page).not.toContain('m² land')
    expect(page).not.toContain('$1 L')
  })
})
