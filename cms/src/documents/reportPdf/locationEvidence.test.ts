import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { distanceKm, type ReportBlockContent } from '@valuedesk/domain'

import { localities } from '../../geography/localities.ts'
import { centreOf, localityInAddress } from '../../geography/localityInAddress.ts'
import { ReportInput } from './input.ts'
import { renderReportPdf } from './reportPdf.ts'

const samples = path.resolve(import.meta.dirname, '../../../../content/samples')
const dir = mkdtempSync(path.join(tmpdir(), 'location-evidence-'))

const residential = () =>
  ReportInput.parse(JSON.parse(readFileSync(path.join(samples, 'residential.json'), 'utf8')))

async function pdfText(input: ReportInput, name: string, images: Record<string, Buffer> = {}) {
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, await renderReportPdf(input, { loadImage: async (url) => images[url] }))
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

/** The sample with its second sale's coordinates dropped (as a CSV export has none) and a fifth nowhere. */
function withUnplacedSales(input: ReportInput): ReportBlockContent[] {
  return input.blocks.map((block) =>
    block.type === 'comparableSales'
      ? {
          ...block,
          sales: block.sales.map((sale, index) =>
            index === 1
              ? { ...sale, latitude: null, longitude: null }
              : index === 4
                ? { ...sale, address: '7 Nowhere Road, Qqqq', latitude: null, longitude: null }
                : sale,
          ),
        }
      : block,
  )
}

describe('location evidence in the report', { timeout: 30_000 }, () => {
  it('when the property is placed at its suburb’s centre, then the location and map say it is approximate', async () => {
    const input = residential()
    input.data.location = { ...input.data.location!, source: 'suburb', locality: 'Kearneys Spring QLD 4350' }
    const text = await pdfText(input, 'suburb-subject')
    expect(text).toContain('(WGS 84): the centre of Kearneys Spring QLD 4350, not the address itself.')
    expect(text).toContain(
      'S marks the centre of Kearneys Spring QLD 4350: the property’s own position is not known; distances are approximate.',
    )
    expect(text).toContain('The property is placed at its suburb’s centre, so every distance is approximate.')
    expect(text).not.toContain('from the address')
  })

  it('when the property is placed at its address, then S marks it there and nothing says approximate', async () => {
    const text = await pdfText(residential(), 'address-subject')
    expect(text).toContain('(WGS 84, from the address).')
    expect(text).toContain('S marks the property at its address.')
    expect(text).not.toContain('approximate')
  })

  it('when a sale has no coordinates but its address names a suburb we know, then it gets a distance from that suburb, marked so', async () => {
    const input = residential()
    const blocks = withUnplacedSales(input)
    const sales = blocks.find((block) => block.type === 'comparableSales')!.sales
    const suburb = localityInAddress(sales[1]!.address, localities())!
    const km = distanceKm(input.data.location!, centreOf(suburb)).toFixed(1)
    const text = await pdfText({ ...input, blocks }, 'suburb-sales')
    expect(text).toMatch(
      new RegExp(`2 31 Tallowood Drive, Kearneys Spring QLD 4350 .*? ~${km} km \\(suburb\\)`),
    )
    expect(text).toContain(
      'A distance marked (suburb) is from the centre of the sale’s suburb: its own position is not known.',
    )
    expect(text).toContain('distances are shown where both positions are known')
    expect(text).toContain('An outlined number is a sale placed at the centre of its suburb')
    // The sale nowhere keeps its number (5) and no distance; the plan still numbers the others as the table does.
    expect(text).toMatch(/5 7 Nowhere Road, Qqqq .*? —/)
  })

  it('when the valuer added an aerial image, then it is printed with its kind, caption and source', async () => {
    const input = residential()
    input.data.images = [
      { url: 'file:91', kind: 'aerial', caption: 'The lot and its neighbours, June 2026', source: 'Nearmap' },
      { url: 'file:92', kind: 'title', caption: 'Certificate of title, lot 12 on RP 8731', source: null },
    ]
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#6a8' } })
      .jpeg()
      .toBuffer()
    const text = await pdfText(input, 'images', { 'file:91': jpeg, 'file:92': jpeg })
    expect(text).toContain('Aerial, street view, plan and title images')
    expect(text).toContain('Aerial view: The lot and its neighbours, June 2026. Source: Nearmap')
    expect(text).toContain('Title: Certificate of title, lot 12 on RP 8731')
  })
})
