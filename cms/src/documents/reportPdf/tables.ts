import { colours, contentWidth, ensureSpace, fonts, hairline, left, typeset, type Doc } from './theme.ts'

const pad = 6

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
    hairline(doc, top + height)
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

export type Column = { title: string; share: number; align: 'left' | 'right' | 'center' }
export type TableRow = { cells: string[]; note?: string }

const cellSize = 8.5
/** Cells of a data table are padded less than a label and value's: more columns share the width. */
const cellPad = 4

function columnBoxes(doc: Doc, columns: Column[]) {
  const total = columns.reduce((sum, column) => sum + column.share, 0)
  let x = left
  return columns.map((column) => {
    const width = (contentWidth(doc) * column.share) / total
    const box = { ...column, x, width }
    x += width
    return box
  })
}

/** A cell's type size: smaller where its widest word would not fit, so "3,200,000" never breaks as "3,200,0/00". */
function fitSize(doc: Doc, text: string, width: number, font: string) {
  doc.font(font).fontSize(cellSize)
  const widest = Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)))
  return widest > width ? Math.max(5.5, (cellSize * width) / widest - 0.05) : cellSize
}

function rowHeight(doc: Doc, columns: Column[], cells: string[], font: string) {
  const heights = columnBoxes(doc, columns).map((box, index) => {
    const text = cells[index] || ' '
    const width = box.width - 2 * cellPad
    return doc
      .font(font)
      .fontSize(fitSize(doc, text, width, font))
      .heightOfString(text, { width })
  })
  return Math.max(...heights) + 2 * cellPad
}

function drawCells(doc: Doc, columns: Column[], cells: string[], top: number, font: string, colour: string) {
  columnBoxes(doc, columns).forEach((box, index) => {
    const text = cells[index] ?? ''
    const width = box.width - 2 * cellPad
    doc
      .font(font)
      .fontSize(fitSize(doc, text, width, font))
      .fillColor(colour)
    doc.text(text, box.x + cellPad, top + cellPad, { width, align: box.align })
  })
}

function drawHeader(doc: Doc, columns: Column[]) {
  const titles = columns.map((column) => column.title)
  const height = rowHeight(doc, columns, titles, fonts.bold)
  const top = doc.y
  doc.rect(left, top, contentWidth(doc), height).fill(colours.brand)
  drawCells(doc, columns, titles, top, fonts.bold, colours.white)
  doc.y = top + height
}

/** A row is never split across pages. */
export function dataTable(doc: Doc, columns: Column[], rows: TableRow[]) {
  const width = contentWidth(doc)
  const noteWidth = width - 4 * cellPad
  const headerHeight = rowHeight(
    doc,
    columns,
    columns.map((column) => column.title),
    fonts.bold,
  )
  rows.forEach((row, index) => {
    const cells = row.cells.map((cell) => typeset(cell))
    const note = row.note ? typeset(row.note) : ''
    const cellsHeight = rowHeight(doc, columns, cells, fonts.regular)
    const noteHeight = note
      ? doc.font(fonts.italic).fontSize(8).heightOfString(note, { width: noteWidth }) + cellPad
      : 0
    const height = cellsHeight + noteHeight
    const pageBefore = doc.bufferedPageRange().count
    ensureSpace(doc, (index === 0 ? headerHeight : 0) + height)
    if (index === 0 || doc.bufferedPageRange().count !== pageBefore) drawHeader(doc, columns)
    const top = doc.y
    if (index % 2 === 1) doc.rect(left, top, width, height).fill(colours.panel)
    drawCells(doc, columns, cells, top, fonts.regular, colours.ink)
    if (note)
      doc
        .font(fonts.italic)
        .fontSize(8)
        .fillColor(colours.muted)
        .text(note, left + 2 * cellPad, top + cellsHeight - 2, { width: noteWidth })
    hairline(doc, top + height)
    doc.y = top + height
  })
  doc.x = left
  doc.y += 8
}
