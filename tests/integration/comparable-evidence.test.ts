import { once } from 'node:events'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mapColour, palette } from '../../cms/src/branding/palette.ts'
import { pdfImages, pdfText } from '../support/pdfFacts.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let valuer: string
let order: Awaited<ReturnType<typeof reportToComplete>>['order']
let reportId: number
let salesBlockId: string

/** A local stand-in for Google Static Maps at the network edge: a PNG for the right key, and what it was asked. */
let google: Server
const asked: URL[] = []
let mapPng: Buffer

/** Ten sales around the test orders' address (Kearneys Spring, -27.606, 151.938), as CoreLogic exports them. */
const csv = [
  'Street Address,Suburb,State,Postcode,Sale Price,Sale Date,Land Area,Floor Area,Bed,Bath,Car,Latitude,Longitude,Agency',
  ...[
    ['8 Wendover Court', 'Kearneys Spring', '$862,000', '18/05/2026', '780', '236', -27.6031, 151.9342],
    ['31 Tallowood Drive', 'Kearneys Spring', '$815,000', '02/04/2026', '702', '198', -27.6102, 151.9297],
    ['5 Corella Place', 'Middle Ridge', '$895,000', '11/03/2026', '1012', '', -27.6072, 151.9605],
    ['19 Grevillea Crescent', 'Kearneys Spring', '$798,000', '2026-02-20', '689', '215', -27.6001, 151.9401],
    ['44 Kurrajong Street', 'Kearneys Spring', '$840,000', '05/06/2026', '752', '210', -27.6118, 151.9366],
    ['2 Banksia Court', 'Darling Heights', '$760,000', '14/01/2026', '690', '190', -27.6066, 151.9232],
    ['17 Hakea Street', 'Kearneys Spring', '$805,000', '28/04/2026', '705', '200', -27.6028, 151.9452],
    ['9 Wattle Place', 'Middle Ridge', '$910,000', '09/05/2026', '1,050', '260', -27.6121, 151.9654],
    ['60 Rowbotham Street', 'Rangeville', '$880,000', '21/03/2026', '810', '230', '', ''],
    ['3 Myrtle Court', 'Kearneys Spring', '$828,000', '30/04/2026', '740', '205', -27.6089, 151.9419],
  ].map(
    ([street, suburb, price, date, land, floor, lat, lng]) =>
      `${street},${suburb},QLD,4350,"${price}",${date},"${land}",${floor},4,2,2,${lat},${lng},Ray White`,
  ),
].join('\n')

const importSales = (token: string, body = csv, blockId = salesBlockId, id = reportId) => {
  const form = new FormData()
  form.append('file', new Blob([body], { type: 'text/csv' }), 'corelogic-export.csv')
  return server.api(`/api/reports/${id}/blocks/${blockId}/sales_csv?Mode=replace`, {
    method: 'POST',
    token,
    body: form,
  })
}
/** Runs `render` with a maps key pointing at the fake Google, then puts the configuration back. */
async function withMapsKey<T>(key: string, render: () => Promise<T>): Promise<T> {
  const { env } = await import('@valuedesk/cms')
  const before = {
    GOOGLE_MAPS_API_KEY: env.GOOGLE_MAPS_API_KEY,
    GOOGLE_MAPS_API_URL: env.GOOGLE_MAPS_API_URL,
  }
  Object.assign(env, {
    GOOGLE_MAPS_API_KEY: key,
    GOOGLE_MAPS_API_URL: `http://127.0.0.1:${(google.address() as AddressInfo).port}`,
  })
  try {
    return await render()
  } finally {
    Object.assign(env, before)
  }
}
const reportPdf = async () =>
  Buffer.from(await (await server.api(`/api/reports/${reportId}/pdf`, { token: valuer })).arrayBuffer())

beforeAll(async () => {
  mapPng = await sharp({ create: { width: 1280, height: 800, channels: 3, background: '#dde8d8' } })
    .png()
    .toBuffer()
  google = createServer((req, res) => {
    const url = new URL(req.url!, 'http://google.test')
    asked.push(url)
    if (url.searchParams.get('key') !== 'maps-key') return void res.writeHead(403).end('REQUEST_DENIED')
    res.setHeader('content-type', 'image/png')
    res.end(mapPng)
  }).listen(0, '127.0.0.1')
  await once(google, 'listening')
  server = await startTestServer()
  // A report of a licensed valuer, filled so it could be sent: the import replaces its three sales.
  ;({ valuer, order, reportId } = await reportToComplete(server))
  const blocks: { BlockId: string; Type: string }[] = await (
    await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })
  ).json()
  salesBlockId = blocks.find((block) => block.Type === 'comparableSales')!.BlockId
})
afterAll(async () => {
  await server?.close()
  google?.close()
})

describe('comparable sales imported from a CSV export', () => {
  it('when the valuer imports a CoreLogic export of 10 sales, then each is read with its rate per m² and distance', async () => {
    const response = await importSales(valuer)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body.Ignored).toEqual(['Agency'])
    expect(body.Read).toContainEqual({ Field: 'saleDate', Column: 'Sale Date' })
    expect(body.Sales).toBe(10)
    expect(body.Imported).toHaveLength(10)
    expect(body.Imported[0]).toEqual({
      Address: '8 Wendover Court, Kearneys Spring QLD 4350',
      SaleDate: '2026-05-18',
      Price: 862_000,
      LandArea: 780,
      BuildingArea: 236,
      RatePerM2: 3653, // on the floor area
      DistanceKm: expect.closeTo(0.47, 1),
      PlacedBy: 'address',
      Adjustments: { Size: 0, Time: expect.any(Number) },
      Reasons: expect.any(Array),
    })
    // No floor area: the rate is on the land; no coordinates: the distance is from its suburb's centre.
    expect(body.Imported[2]).toMatchObject({ RatePerM2: 884, DistanceKm: expect.closeTo(2.2, 0) })
    expect(body.Imported[3]).toMatchObject({ SaleDate: '2026-02-20' })
    expect(body.Imported[8]).toMatchObject({ DistanceKm: expect.closeTo(5.7, 1), PlacedBy: 'suburb' })
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    const sales = blocks.find((block: { Type: string }) => block.Type === 'comparableSales').Data.sales
    expect(sales.map((sale: { saleDate: string }) => sale.saleDate).slice(0, 2)).toEqual([
      '2026-05-18',
      '2026-04-02',
    ])
  })

  it('when the block has the property’s measures, then imported sales get size adjustments with their reasons, the rest left at 0', async () => {
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    const block = blocks.find((each: { Type: string }) => each.Type === 'comparableSales')
    const subject = { ...block.Data.subject, landArea: 612, buildingArea: 220 }
    const put = await server.api(`/api/reports/${reportId}/blocks/${salesBlockId}`, {
      method: 'PUT',
      token: valuer,
      json: { Data: { ...block.Data, subject } },
    })
    expect(put.status).toBe(200)
    const body = await (await importSales(valuer)).json()
    expect(body.Suggested).toBeGreaterThanOrEqual(9)
    // 236 m² of building against the property's 220 m²: the sale is the better, so down.
    expect(body.Imported[0].Adjustments.Size).toBeLessThan(0)
    expect(body.Imported[0].Reasons).toContainEqual(
      expect.stringMatching(/^Size: −\d+\.\d% — the sale’s 236 m² of building against the property’s 220 m²/),
    )
    // No floor area: nothing to compare it by, so no size adjustment.
    expect(body.Imported[2].Adjustments.Size).toBe(0)
    const saved = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    const [first] = saved.find((each: { Type: string }) => each.Type === 'comparableSales').Data.sales
    expect(first.adjustments).toMatchObject({
      location: 0,
      condition: 0,
      size: body.Imported[0].Adjustments.Size,
    })
    // The sales as the rest of this file reads them: unadjusted, the block without the property's measures.
    await server.api(`/api/reports/${reportId}/blocks/${salesBlockId}`, {
      method: 'PUT',
      token: valuer,
      json: { Data: block.Data },
    })
    expect((await (await importSales(valuer)).json()).Suggested).toBe(0)
  })

  it('when a row has a bad date and a bad price, then nothing is imported and the problems name row and column', async () => {
    const bad = 'Address,Sale Date,Sale Price\n1 Good St,01/03/2026,900000\n2 Bad St,31/02/2026,lots\n'
    const response = await importSales(valuer, bad)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      'Row 3, Sale Date': ['"31/02/2026" is not a date like 30/06/2026.'],
      'Row 3, Sale Price': ['"lots" is not a number.'],
    })
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    expect(
      blocks.find((block: { Type: string }) => block.Type === 'comparableSales').Data.sales,
    ).toHaveLength(10)
  })

  it('when a customer, an editor or another valuer imports into the report, then they are refused and nothing changes', async () => {
    const other = (await server.signIn('other@example.com', ['valuer'])).token
    const editor = (await server.signIn('editor@example.com', ['editor'])).token
    for (const token of [order.token, other, editor]) {
      const response = await importSales(token, 'Address,Sale Date,Sale Price\n1 X St,01/03/2026,1\n')
      expect([403, 404]).toContain(response.status)
    }
    const blocks = await (await server.api(`/api/reports/${reportId}/blocks`, { token: valuer })).json()
    expect(
      blocks.find((block: { Type: string }) => block.Type === 'comparableSales').Data.sales,
    ).toHaveLength(10)
  })

  it('when there is no maps key, then the PDF shows the sales, their adjusted prices and the offline locality plan', async () => {
    const pdf = await reportPdf()
    // Kept for a person to render and read (the map's marks, the tables).
    mkdirSync('test-results', { recursive: true })
    writeFileSync('test-results/ten-imported-sales.pdf', pdf)
    const text = pdfText(pdf)
    expect(text).toContain('8 Wendover Court, Kearneys Spring QLD 4350')
    expect(text).toContain('$/m² building')
    expect(text).toContain('$3,653')
    expect(text).toContain('Adjusted prices')
    expect(text).toContain('ADJUSTED RANGE $760,000 – $910,000')
    expect(text).toContain('Locality plan: suburb centres from the Australian postcode data')
    expect(text).toContain('not a street map')
    expect(asked).toHaveLength(0)
  })

  it('when a maps key is configured, then Google Static Maps is asked for the property and the sales, and its image is in the PDF', async () => {
    const pdf = await withMapsKey('maps-key', reportPdf)
    expect(asked).toHaveLength(1)
    const request = asked[0]!
    expect(request.pathname).toBe('/maps/api/staticmap')
    expect(request.searchParams.get('key')).toBe('maps-key')
    expect(request.searchParams.get('scale')).toBe('2')
    const markers = request.searchParams.getAll('markers')
    expect(markers[0]).toBe(`color:${mapColour(palette.accent)}|label:S|-27.606000,151.938000`)
    // Numbered as in the sales table; the 9th, exported without coordinates, is white at Rangeville's centre.
    expect(markers.slice(1).map((marker) => marker.split('|')[2])).toHaveLength(10)
    expect(markers[1]).toBe(`size:mid|color:${mapColour(palette.brand)}|label:1|-27.603100,151.934200`)
    expect(markers[9]).toBe('size:mid|color:white|label:9|-27.585000,151.991000')
    expect(markers.at(-1)).toMatch(/label:A\|-27\.608900,151\.941900$/)
    expect(pdfImages(pdf)).toContainEqual(expect.objectContaining({ width: 1280, height: 800 }))
    // The test orders' address was not chosen from Google: its position is the suburb's, and the map says so.
    expect(pdfText(pdf)).toContain(
      'Map: Google. S marks the centre of Kearneys Spring QLD 4350: the property’s own position is not known',
    )
    expect(pdfText(pdf)).toContain('A white marker is a sale placed at the centre of its suburb')
  })

  it('when Google fails, then the report still renders, with the locality plan', async () => {
    const text = pdfText(await withMapsKey('wrong-key', reportPdf))
    expect(text).toContain('Locality plan')
  })
})
