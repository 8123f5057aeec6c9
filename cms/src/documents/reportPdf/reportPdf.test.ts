import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import {
  addDays,
  formatAud,
  formatDate,
  printedCredentials,
  purposeKeys,
  purposes,
  type Purpose,
  type PropertyClassification,
  type ReportBlockContent,
  DAY_MS,
} from '@valuedesk/domain'

import { loadSampleImage } from '../../seed/sampleImages.ts'

import { drawReportPdf } from './drawReport.ts'
import { ReportInput } from './input.ts'
import { renderReportPdf } from './reportPdf.ts'

const samples = path.resolve(import.meta.dirname, '../../../../content/samples')
const sample = (name: string) =>
  ReportInput.parse(JSON.parse(readFileSync(path.join(samples, `${name}.json`), 'utf8')))
const dir = mkdtempSync(path.join(tmpdir(), 'report-pdf-'))

function pdfText(pdf: Buffer, name: string): string {
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  execFileSync('qpdf', ['--check', file], { stdio: 'ignore' })
  return execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
}

/** The diagonal watermark: poppler spaces the letters of rotated text. */
const draft = /D ?R ?A ?F ?T/

const pageCount = (text: string) => Number(/Page \d+ of (\d+)/.exec(text)?.[1])

/** A plain 4:3 photo; a PNG has an alpha channel, which pdfkit embeds as a soft mask. */
const photo = (colour: { r: number; g: number; b: number }, format: 'jpeg' | 'png') =>
  format === 'jpeg'
    ? sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
        .jpeg()
        .toBuffer()
    : sharp({ create: { width: 320, height: 240, channels: 4, background: { ...colour, alpha: 0.8 } } })
        .png()
        .toBuffer()

describe('valuation report PDF', () => {
  it.each(['residential', 'commercial'])(
    'when the %s sample is rendered, then it is a valid PDF with its address, value, sales, footers and valuer',
    async (name) => {
      const input = sample(name)
      const text = pdfText(await renderReportPdf(input), name)
      const conclusion = input.blocks.find((block) => block.type === 'conclusion')!
      const sales = input.blocks.find((block) => block.type === 'comparableSales')!.sales
      expect(text).toContain(input.data.address)
      expect(text).toContain(formatAud(conclusion.marketValue!))
      expect(sales.length).toBeGreaterThan(3)
      for (const sale of sales) expect(text).toContain(sale.address)
      expect(text).toMatch(/Page 2 of \d+/)
      expect(text).toContain(`Page ${pageCount(text)} of ${pageCount(text)}`)
      expect(text).toContain(input.data.practice.phone!)
      for (const licence of input.data.valuer!.licences) expect(text).toContain(licence)
      expect(text).toContain('Desktop — no inspection was made')
      expect(text).not.toMatch(draft)
      expect(text).not.toContain('**')
    },
  )

  it('when the residential sample is rendered, then it shows $845,000 and a Queensland registration; the commercial one also shows its market rent', async () => {
    const residential = pdfText(await renderReportPdf(sample('residential')), 'residential-figures')
    expect(residential).toContain('$845,000')
    expect(residential).toContain('Registered Valuer No. 4821 (Queensland)')
    expect(residential).toContain('1. Summary of value')
    expect(residential).toContain('Direct comparison')
    const commercial = pdfText(await renderReportPdf(sample('commercial')), 'commercial-figures')
    expect(commercial).toContain('$59,500 per annum')
    expect(commercial).toContain('Capitalisation of income')
  })

  describe('a valuer whose second licence has expired, signing in November 2026', () => {
    const render = async () => {
      const input = sample('residential')
      const reportDate = '2026-11-24'
      const credentials = printedCredentials({
        licences: [
          { state: 'QLD', number: '4821', expiresOn: '2027-06-30' },
          { state: 'WA', number: '1763', expiresOn: '2026-06-30' },
        ],
        memberships: [{ body: 'API', grade: 'AAPI CPV', number: '62817' }],
        propertyState: 'QLD',
        reportDate,
      })
      const data = { ...input.data, reportDate, valuer: { ...input.data.valuer!, ...credentials } }
      const pdf = await renderReportPdf({ ...input, data }, { loadImage: loadSampleImage })
      return pdfText(pdf, 'expired-second-licence')
    }

    it('when the report is rendered, then it prints the current Queensland registration and not the expired WA licence', async () => {
      const text = await render()
      expect(text).toContain('Helena Varga Registered Valuer No. 4821 (Queensland)')
      expect(text).not.toContain('1763')
      expect(text).not.toMatch(/licensed valuer/)
    })

    it('when the report is rendered, then it is signed for the practice’s legal name with its ABN and indemnity statement', async () => {
      const text = await render()
      expect(text).toContain('signed for and on behalf of ValueDesk Pty Ltd (ABN 52 671 204 118)')
      expect(text).toContain('ValueDesk Pty Ltd holds professional indemnity insurance')
      expect(text).toContain('ValueDesk Valuations · ValueDesk Pty Ltd, ABN 52 671 204 118')
    })

    it('when the report is rendered, then the client is the trustee as trustee for the fund', async () => {
      expect(await render()).toContain(
        'Client Lindale Super Pty Ltd as trustee for Lindale Family Superannuation Fund',
      )
    })
  })

  it('when a draft has photos, then they are drawn with their own captions, one that fails to load is skipped, and every page says DRAFT', async () => {
    const input = sample('residential')
    const images: Record<string, Buffer | undefined> = {
      'file:1': await photo({ r: 180, g: 90, b: 40 }, 'jpeg'),
      'file:2': await photo({ r: 40, g: 120, b: 180 }, 'png'),
      'file:3': Buffer.from('not an image'),
    }
    const photos = [
      { url: 'file:1', caption: 'front_elevation' },
      { url: 'file:2', caption: 'Kitchen' },
      { url: 'file:3', caption: 'Broken' },
      { url: 'file:4', caption: 'Missing' },
    ]
    const blocks: ReportBlockContent[] = [
      ...input.blocks.slice(0, 3),
      {
        type: 'photos',
        caption: 'Photographs supplied by the client.',
        // The valuer's own caption for one photo; the other reads its slot.
        captions: [{ slot: 'Kitchen', caption: 'Kitchen, renovated in 2021' }],
      },
      // (The sample's own photos block left out: the photos are drawn once, here.)
      ...input.blocks.slice(3).filter((block) => block.type !== 'photos'),
    ]
    const pdf = await renderReportPdf(
      { data: { ...input.data, photos, draft: true }, blocks },
      {
        loadImage: async (url) => {
          if (url === 'file:4') throw new Error('gone')
          return images[url]
        },
      },
    )
    const text = pdfText(pdf, 'draft-photos')
    expect(text).toContain('Front elevation')
    expect(text).toContain('Kitchen')
    expect(text).not.toContain('Broken')
    expect(text).not.toContain('Missing')
    expect(text).toContain(
      '3. Photographs Photographs supplied by the client. Front elevation Kitchen, renovated in 2021',
    )
    expect(text.match(new RegExp(draft, 'g'))?.length).toBe(pageCount(text))
    const file = path.join(dir, 'draft-photos.pdf')
    const kinds = execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/)[2])
    expect(kinds.filter((type) => type === 'image')).toHaveLength(2)
  })

  it('when the photos are phone-size JPEG, WebP and AVIF, then each is in the PDF, scaled for print as a JPEG', async () => {
    // The AVIF is smaller as it is slow to make, still larger than print size.
    const phonePhoto = (format: 'jpeg' | 'webp' | 'avif', width = 4032) =>
      sharp({
        create: {
          width,
          height: (width * 3) / 4,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .blur(6)
        .toFormat(format)
        .toBuffer()
    const images: Record<string, Buffer> = {
      'file:1': await phonePhoto('jpeg'),
      'file:2': await phonePhoto('webp'),
      'file:3': await phonePhoto('avif', 2016),
    }
    const input = sample('residential')
    const photos = ['Front', 'Kitchen', 'Garden'].map((caption, index) => ({
      url: `file:${index + 1}`,
      caption,
    }))
    const pdf = await renderReportPdf(
      { data: { ...input.data, photos }, blocks: [{ type: 'photos', caption: '', captions: [] }] },
      { loadImage: async (url) => images[url] },
    )
    const text = pdfText(pdf, 'phone-photos')
    for (const caption of ['Front', 'Kitchen', 'Garden']) expect(text).toContain(caption)
    const embedded = execFileSync('pdfimages', ['-list', path.join(dir, 'phone-photos.pdf')], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]), encoding: columns[8] }))
    expect(embedded).toEqual(Array(3).fill({ width: 1280, height: 960, encoding: 'jpeg' }))
    expect(pdf.length).toBeLessThan(1_500_000)
  }, 60_000)

  it('when a stored photo decodes to more pixels than we take, then it is skipped unread, not decoded', async () => {
    // 49 megapixels in a few hundred kilobytes: pdfkit would inflate all of it to draw a thumbnail.
    const huge = await sharp({ create: { width: 7000, height: 7000, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer()
    const started = Date.now()
    const pdf = await renderReportPdf(
      {
        data: { ...sample('residential').data, photos: [{ url: 'file:1', caption: 'Enormous' }] },
        blocks: [{ type: 'photos', caption: 'Photographs supplied by the client.', captions: [] }],
      },
      { loadImage: async () => huge },
    )
    expect(Date.now() - started).toBeLessThan(1500)
    expect(pdfText(pdf, 'huge-photo')).not.toContain('Enormous')
  })

  it('when drawing a report fails, then the render rejects with the reason and the next report renders', async () => {
    const input = sample('residential')
    // No practice: the document's author cannot be named.
    const broken = { ...input, data: { ...input.data, practice: undefined } } as unknown as ReportInput
    await expect(renderReportPdf(broken)).rejects.toThrow(
      "The report renderer failed: Cannot read properties of undefined (reading 'name')",
    )
    expect(pdfText(await renderReportPdf(input), 'after-a-failure')).toContain(input.data.address)
  })

  it('when a report is drawn, then it is drawn off the event loop: on the main thread the drawing refuses', async () => {
    const input = sample('residential')
    await expect(drawReportPdf({ input, photos: [] })).rejects.toThrow('never on the event loop')
    expect(pdfText(await renderReportPdf(input), 'in-the-worker')).toContain(input.data.address)
  })

  it('when there are no photos, no coordinates and no valuer, then the report says so', async () => {
    const input = sample('residential')
    const blocks: ReportBlockContent[] = [
      { type: 'photos', caption: '', captions: [] },
      ...input.blocks.filter((block) => block.type !== 'photos'),
    ]
    const text = pdfText(
      await renderReportPdf({ data: { ...input.data, photos: [], location: null, valuer: null }, blocks }),
      'bare',
    )
    expect(text).toContain('No photographs were supplied.')
    expect(text).toContain('Location not geocoded')
    expect(text).toContain('not yet signed')
  })

  it('when the valuation date is retrospective, then the cover and conclusion say so', async () => {
    const input = sample('residential')
    const text = pdfText(
      await renderReportPdf({
        data: { ...input.data, valuationDate: '2025-06-30', retrospective: true },
        blocks: input.blocks,
      }),
      'retrospective',
    )
    expect(text).toContain('Date of valuation (retrospective) 30 June 2025')
    expect(text).toContain('as at 30 June 2025 (retrospective)')
  })

  it('when the report is a corrected version, then the cover says which version it is and what it corrects', async () => {
    const input = sample('residential')
    const text = pdfText(
      await renderReportPdf({
        data: { ...input.data, correction: { version: 2, reason: 'The land area is 612 m², not 621 m².' } },
        blocks: input.blocks,
      }),
      'corrected',
    )
    expect(text).toMatch(/Version\s+2, replacing version 1: The land area is 612 m², not 621\s+m²\./)
  })

  it('when the report is a rental assessment only, then the cover shows the market rent and its basis', async () => {
    const input = sample('commercial')
    const text = pdfText(
      await renderReportPdf({ data: { ...input.data, reportKind: 'rental' }, blocks: input.blocks }),
      'rental',
    )
    expect(text).toContain('MARKET RENT $59,500 per annum')
    expect(text).not.toContain('MARKET VALUE')
  })

  const templates = JSON.parse(readFileSync(path.resolve(samples, '../report-templates.json'), 'utf8')) as {
    type: string
    blocks: unknown[]
  }[]
  const reportOf = (classification: PropertyClassification): ReportInput => {
    if (classification === 'residential') return sample('residential')
    const office = sample('commercial')
    if (classification === 'office-medical') return office
    const { blocks } = templates.find((template) => template.type === classification)!
    const parsed = ReportInput.parse({ data: office.data, blocks }).blocks.map((block) =>
      block.type === 'conclusion' ? { ...block, marketValue: 1_250_000, rentalValue: 96_000 } : block,
    )
    return { data: { ...office.data, classification, propertyClass: classification }, blocks: parsed }
  }
  /** Each class × each in-scope purpose × current, and as at 30 June 2020 in a report dated 2 July 2026. */
  const matrix = (['residential', 'office-medical', 'industrial', 'retail', 'rural'] as const).flatMap(
    (name) =>
      purposeKeys
        .filter((purpose) => purposes[purpose].inScope)
        .flatMap((purpose) => [false, true].map((retrospective) => ({ name, purpose, retrospective }))),
  )
  const purposeWords: Record<string, RegExp> = {
    'smsf-reporting': /reg 8\.02B/,
    'smsf-rental-assessment': /s 109\): the market rent assessed here/,
    'capital-gains-tax': /date of the CGT event/,
    'transfer-duty': /the state revenue office decides what valuation it accepts/,
    'financial-reporting': /fair value, AASB 13/,
  }
  /** The statute's title of a licence in the property's state, as a report prints it. */
  const licenceTitles: Record<string, string> = {
    QLD: 'Registered Valuer No. 4821 (Queensland)',
    WA: 'Licensed Valuer No. 4821 (Western Australia)',
  }
  const salesOf = (blocks: ReportBlockContent[]) =>
    blocks.flatMap((block) => (block.type === 'comparableSales' ? block.sales : []))
  /** The report's sales, each as long before the new date of value as it was before the old one. */
  const salesBefore = (blocks: ReportBlockContent[], from: string, to: string): ReportBlockContent[] => {
    const shift = (Date.parse(to) - Date.parse(from)) / DAY_MS
    return blocks.map((block) =>
      block.type === 'comparableSales'
        ? {
            ...block,
            sales: block.sales.map((sale) => ({ ...sale, saleDate: addDays(sale.saleDate, shift) })),
          }
        : block,
    )
  }
  it.each(matrix)(
    'when a $name report is for $purpose (retrospective: $retrospective), signed by a valuer whose second licence has expired, then it states what the purpose asks, the effect of no inspection, reliance only as far as its date allows, and only the licence current on its date',
    async ({ name, purpose, retrospective }) => {
      const input = reportOf(name)
      const propertyState = input.data.propertyState!
      // A report states its valuer's standing when it is signed: the NSW licence had expired.
      const credentials = printedCredentials({
        licences: [
          { state: propertyState, number: '4821', expiresOn: '2027-06-30' },
          { state: 'NSW', number: '7390', expiresOn: '2026-06-30' },
        ],
        memberships: [{ body: 'API', grade: 'AAPI CPV', number: '62817' }],
        propertyState,
        reportDate: input.data.reportDate,
      })
      const data = {
        ...input.data,
        purpose: purposes[purpose as Purpose].label,
        purposeKey: purpose as Purpose,
        valuer: { ...input.data.valuer!, ...credentials },
        ...(retrospective ? { valuationDate: '2020-06-30', retrospective: true } : {}),
      }
      // A value at a past date rests on the sales known then: the evidence moves back with the date of value.
      const blocks = retrospective
        ? salesBefore(input.blocks, input.data.valuationDate, '2020-06-30')
        : input.blocks
      const text = pdfText(await renderReportPdf({ data, blocks }), `${name}-${purpose}-${retrospective}`)
      for (const sale of salesOf(blocks)) {
        expect(sale.saleDate <= data.valuationDate).toBe(true)
        expect(text).toContain(formatDate(sale.saleDate, 'short'))
      }
      expect(text).toContain('What the purpose requires')
      expect(text).toMatch(purposeWords[purpose]!)
      expect(text).toContain('Effect of not inspecting on the value')
      expect(text).toContain('the value would be lower than stated')
      // The summary prints the concluded value, never a figure typed beside it.
      const concluded = input.blocks.find((block) => block.type === 'conclusion')!
      expect(text).toContain(formatAud(concluded.marketValue!))
      expect(text).not.toContain('[not yet concluded]')
      if (retrospective) {
        expect(text).not.toMatch(/may be relied on for \d+ days/)
        expect(text).toContain('may be relied on as the value at 30 June 2020 only')
      } else {
        expect(text).toMatch(/may be relied on for 90 days from that date/)
      }
      expect(text).toContain(licenceTitles[propertyState])
      expect(text).not.toContain('7390')
      expect(text).not.toMatch(/licensed valuer/)
    },
  )
})
