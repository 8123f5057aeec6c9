import { isMainThread } from 'node:worker_threads'
import {
  blockHeading,
  blockShownFor,
  captionFor,
  fillReportText,
  textFactsOf,
  saleMarks,
  valuationMethods,
  type ReportBlockContent,
  type ReportBlockOf,
  type ReportData,
  type ReportTextFacts,
  type SaleMark,
  type SaleSuburbs,
} from '@valuedesk/domain'

import { newPdf } from '../pdfBuffer.ts'
import { drawCover } from './cover.ts'
import type { ReportInput } from './input.ts'
import { drawPageFurniture } from './pageFurniture.ts'
import { leasingEvidence } from './leasingEvidence.ts'
import {
  conclusionBox,
  locationPanel,
  photoGrid,
  signatureBlock,
  type Photo,
  type ReportMap,
} from './panels.ts'
import { paragraphs, toParagraphs, writeRuns } from './richText.ts'
import {
  basisOfValueSection,
  instructionsSection,
  investigationSection,
  statementsSection,
} from './statements.ts'
import { salesEvidence } from './salesEvidence.ts'
import type { SuburbCentre } from './suburbCentres.ts'
import { labelValueTable } from './tables.ts'
import {
  colours,
  contentWidth,
  ensureSpace,
  fonts,
  heading,
  left,
  margins,
  note,
  subheading,
  type Doc,
} from './theme.ts'

export type LoadedPhoto = { bytes: Uint8Array; slot: string }

export type MapImage = { bytes: Uint8Array; credit: string }

export type LoadedReport = {
  input: ReportInput
  photos: LoadedPhoto[]
  images?: LoadedPhoto[]
  signature?: Uint8Array
  logo?: Uint8Array
  map?: MapImage
  suburbs?: SuburbCentre[]
  saleSuburbs?: SaleSuburbs
}

/** pdfkit opens (and embeds) an image once; bytes it cannot read (not JPEG or PNG, or damaged) are undefined. */
function openImage(doc: Doc, bytes: Uint8Array): PDFKit.Mixins.ImageSrc | undefined {
  const pdf = doc as unknown as { openImage(src: Buffer): PDFKit.Mixins.ImageSrc & { embed(doc: Doc): void } }
  try {
    const image = pdf.openImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
    image.embed(doc)
    return image
  } catch {
    return undefined
  }
}

function openPhotos(doc: Doc, loaded: LoadedPhoto[]): Photo[] {
  return loaded.flatMap((photo) => {
    const image = openImage(doc, photo.bytes)
    return image ? [{ image, caption: photo.slot }] : []
  })
}

function text(doc: Doc, markdown: string, empty = 'Not provided.') {
  if (toParagraphs(markdown).length) paragraphs(doc, markdown)
  else note(doc, empty)
}

function assumptions(doc: Doc, items: string[]) {
  if (!items.length) return note(doc, 'No assumptions or qualifications are recorded.')
  items.forEach((item, index) => {
    toParagraphs(item).forEach((runs, paragraph) => {
      ensureSpace(doc, 28)
      const top = doc.y
      if (paragraph === 0)
        doc
          .font(fonts.bold)
          .fontSize(10)
          .fillColor(colours.brand)
          .text(`${index + 1}.`, left, top, { width: 20, lineBreak: false })
      doc.y = top
      writeRuns(doc, runs, left + 24, contentWidth(doc) - 24)
      doc.y += 5
    })
  })
  doc.x = left
}

type Context = {
  data: ReportData
  photos: Photo[]
  images: Photo[]
  marks: SaleMark[]
  map: ReportMap
  suburbs: SuburbCentre[]
  saleSuburbs: SaleSuburbs
  conclusion: ReportBlockOf<'conclusion'> | undefined
  signature: PDFKit.Mixins.ImageSrc | undefined
  facts: ReportTextFacts
}

function drawBlock(
  doc: Doc,
  block: ReportBlockContent,
  { data, photos, images, marks, map, suburbs, saleSuburbs, conclusion, signature, facts }: Context,
) {
  switch (block.type) {
    case 'cover':
      return
    case 'valueSummary':
      return text(doc, fillReportText(block.text, facts))
    case 'propertyDescription':
      if (block.rows.length) labelValueTable(doc, block.rows)
      return block.text || !block.rows.length ? text(doc, block.text) : undefined
    case 'photos':
      if (block.caption) paragraphs(doc, block.caption)
      photoGrid(
        doc,
        photos.map((photo) => ({ ...photo, caption: captionFor(photo.caption, block.captions) })),
        data.photos.length,
      )
      if (!data.images.length) return
      // The subheading stays with the first row of images: a photo row and its caption, as keepOf keeps one.
      if (images.length) ensureSpace(doc, 260)
      subheading(doc, 'Aerial, street view, plan and title images')
      return photoGrid(doc, images, data.images.length)
    case 'location':
      text(doc, block.text)
      return locationPanel(doc, data, marks, map, suburbs)
    case 'comparableSales':
      return salesEvidence(doc, data, block, conclusion, saleSuburbs)
    case 'leasingEvidence':
      return leasingEvidence(doc, block, conclusion?.rentalValue ?? null)
    case 'methodology':
      subheading(
        doc,
        block.checkMethod && block.checkMethod !== block.method
          ? `${valuationMethods[block.method]}, checked by ${valuationMethods[block.checkMethod].toLowerCase()}`
          : valuationMethods[block.method],
      )
      return text(doc, block.text)
    case 'conclusion':
      conclusionBox(doc, data, block)
      return block.text ? paragraphs(doc, fillReportText(block.text, facts)) : undefined
    case 'assumptions':
      return assumptions(doc, block.items)
    case 'instructions':
      return instructionsSection(doc, data, block, facts)
    case 'basisOfValue':
      return basisOfValueSection(doc, data, block, facts)
    case 'investigation':
      return investigationSection(doc, data, block, facts)
    case 'statements':
      return statementsSection(doc, data, block, facts)
    case 'signature':
      return signatureBlock(doc, data, signature)
    default:
      // A section of text (commentary, and a new one): its paragraphs under its heading.
      return text(doc, block.text)
  }
}

/** How much of a block must fit under its heading: a photo row, a boxed figure or a signature is not split from it. */
const keepOf = (block: ReportBlockContent, { photos, images }: Context) =>
  block.type === 'photos' && (photos.length || images.length)
    ? 230
    : block.type === 'location'
      ? 120
      : block.type === 'conclusion'
        ? 150
        : block.type === 'signature'
          ? 200
          : 80

/** pdfkit opens the map image; bytes it cannot read leave the locality plan to be drawn instead. */
function openMap(doc: Doc, map: MapImage | undefined): ReportMap {
  if (!map) return undefined
  const [photo] = openPhotos(doc, [{ bytes: map.bytes, slot: map.credit }])
  return photo && { image: photo.image, credit: map.credit }
}

/** All of it is pdfkit's work on this thread (reportWorker.ts runs it off the server's). */
export function drawReportPdf({
  input,
  photos,
  images = [],
  signature,
  logo,
  map,
  suburbs = [],
  saleSuburbs = new Map(),
}: LoadedReport): Promise<Buffer> {
  // Drawn on the event loop, a report with twelve photos held every other request for 33–83 ms.
  if (isMainThread)
    return Promise.reject(
      new Error("drawReportPdf runs in the report renderer's worker (reportPdf.ts), never on the event loop"),
    )
  const { data, blocks } = input
  const cover = blocks.find((block): block is ReportBlockOf<'cover'> => block.type === 'cover')
  const conclusion = blocks.find((block): block is ReportBlockOf<'conclusion'> => block.type === 'conclusion')
  const title = cover?.title || 'Desktop Valuation Report'
  const { doc, done } = newPdf({
    size: 'A4',
    margins: { ...margins },
    bufferPages: true,
    lang: 'en-AU',
    info: {
      Title: `${title} — ${data.address}`,
      Author: data.practice.name,
      Subject: `Valuation of ${data.address} (${data.reference})`,
    },
  })
  const context: Context = {
    data,
    photos: openPhotos(doc, photos),
    images: openPhotos(doc, images),
    signature: signature && openImage(doc, signature),
    marks: saleMarks(blocks, saleSuburbs),
    map: openMap(doc, map),
    suburbs,
    saleSuburbs,
    conclusion,
    facts: textFactsOf(data, blocks),
  }

  drawCover(doc, data, title, conclusion, logo && openImage(doc, logo))
  doc.addPage()
  let number = 0
  for (const block of blocks) {
    if (block.type === 'cover' || !blockShownFor(block, data.reportKind)) continue
    heading(doc, `${++number}. ${blockHeading(block)}`, keepOf(block, context))
    drawBlock(doc, block, context)
  }
  drawPageFurniture(doc, data)
  doc.end()
  return done
}
