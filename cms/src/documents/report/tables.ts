import { formatAud, formatDate, type ComparableSale } from '@valuedesk/domain'

import { colours, contentWidth, ensureSpace, fonts, left, typeset, type Doc } from './theme.ts'

const pad = 6

/** Label and value in two columns, in banded rows; long values wrap. */
export function labelValueTable(doc: Doc, rows: { label: string; value: string }[], labelWidth = 150) {
  const width = contentWidth(doc)
  const valueWidth = width - labelWidth - 2 * pad
  rows.forEach((row, index) => {
    const value = typeset(row.value) || '—'
    const labelHeight = doc
      .font(fonts.bold)
      .fontSize(9.5)
      .heightOfString(row.label, { width: labelWidth - 2 * pad })
    const valueHeight = doc.font(fonts.regular).fontSize(9.5).heightOfString(value, { width: valueWidth })
    const height = Math.max(labelHeight, valueHeight) + 2 * pad
    ensureSpace(doc, height)
    const top = doc.y
    if (index % 2 === 0) doc.rect(left, top, width, height).fill(colours.panel)
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke()
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(colours.muted)
      .text(row.label, left + pad, top + pad, { width: labelWidth - 2 * pad })
    doc
      .font(fonts.regular)
      .fillColor(colours.ink)
      .text(value, left + labelWidth + pad, top + pad, { width: valueWidth })
    doc.y = top + height
  })
  doc.x = left
  doc.y += 10
}

type Column = { title: string; share: number; align: 'left' | 'right' }
const columns: Column[] = [
  { title: 'Address', share: 0.36, align: 'left' },
  { title: 'Date', share: 0.14, align: 'left' },
  { title: 'Price', share: 0.15, align: 'right' },
  { title: 'Area', share: 0.17, align: 'left' },
  { title: 'Rate', share: 0.18, align: 'left' },
]

/** Where each column starts and how wide it is, across the content width. */
function columnBoxes(doc: Doc) {
  let x = left
  return columns.map((column) => {
    const width = contentWidth(doc) * column.share
    const box = { ...column, x, width }
    x += width
    return box
  })
}

function cellHeights(doc: Doc, cells: string[], font: string) {
  doc.font(font).fontSize(9)
  return columnBoxes(doc).map((box, index) =>
    doc.heightOfString(cells[index]!, { width: box.width - 2 * pad }),
  )
}

function drawCells(doc: Doc, cells: string[], top: number, font: string, colour: string) {
  doc.font(font).fontSize(9).fillColor(colour)
  columnBoxes(doc).forEach((box, index) =>
    doc.text(cells[index]!, box.x + pad, top + pad, { width: box.width - 2 * pad, align: box.align }),
  )
}

function drawHeader(doc: Doc) {
  const titles = columns.map((column) => column.title)
  const height = Math.max(...cellHeights(doc, titles, fonts.bold)) + 2 * pad
  const top = doc.y
  doc.rect(left, top, contentWidth(doc), height).fill(colours.brand)
  drawCells(doc, titles, top, fonts.bold, colours.white)
  doc.y = top + height
}

const saleCells = (sale: ComparableSale) => [
  sale.address,
  formatDate(sale.saleDate, 'short'),
  formatAud(sale.price),
  typeset(sale.area) || '—',
  sale.rate || '—',
]

/**
 * The comparable sales: one row of figures per sale with its comparison notes under it; the header repeats on
 * each page.
 */
export function comparableSalesTable(doc: Doc, sales: ComparableSale[]) {
  const width = contentWidth(doc)
  const noteWidth = width - 4 * pad
  const headerHeight =
    Math.max(
      ...cellHeights(
        doc,
        columns.map((column) => column.title),
        fonts.bold,
      ),
    ) +
    2 * pad
  sales.forEach((sale, index) => {
    const cells = saleCells(sale)
    const comparison = typeset(sale.comparison)
    const rowHeight = Math.max(...cellHeights(doc, cells, fonts.regular)) + 2 * pad
    const noteHeight = comparison
      ? doc.font(fonts.italic).fontSize(8.5).heightOfString(comparison, { width: noteWidth }) + pad
      : 0
    const height = rowHeight + noteHeight
    const pageBefore = doc.bufferedPageRange().count
    ensureSpace(doc, (index === 0 ? headerHeight : 0) + height)
    if (index === 0 || doc.bufferedPageRange().count !== pageBefore) drawHeader(doc)
    const top = doc.y
    if (index % 2 === 1) doc.rect(left, top, width, height).fill(colours.panel)
    drawCells(doc, cells, top, fonts.regular, colours.ink)
    if (comparison)
      doc
        .font(fonts.italic)
        .fontSize(8.5)
        .fillColor(colours.muted)
        .text(comparison, left + 2 * pad, top + rowHeight - 2, { width: noteWidth })
    doc
      .moveTo(left, top + height)
      .lineTo(left + width, top + height)
      .lineWidth(0.5)
      .strokeColor(colours.rule)
      .stroke()
    doc.y = top + height
  })
  doc.x = left
  doc.y += 12
}
