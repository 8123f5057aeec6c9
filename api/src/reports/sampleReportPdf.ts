import { newPdf } from '../pdf/pdfBuffer.ts'

/** The data of a sample report (content/samples/*.json). */
export type SampleReport = {
  title: string
  reference: string
  propertyClass: string
  propertyType: string
  address: string
  client: string
  purpose: string
  valuationDate: string
  reportDate: string
  basis: string
  marketValue: number
  rentalValue?: number | null
  rentalBasis?: string
  summary: string
  propertyDescription: { label: string; value: string }[]
  location: string
  comparableSales: { address: string; saleDate: string; price: number; landArea?: string; buildingArea?: string; rate?: string; comparison: string }[]
  methodology: string
  commentary: string
  assumptions: string[]
  valuer: { name: string; licence: string; body: string }
}

const brand = '#0b4f6c'
const accent = '#f2a541'
const ink = '#1d2733'
const muted = '#5b6b7b'
const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const date = (iso: string) => new Date(iso).toLocaleDateString('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Australia/Brisbane' })
/** Sample content is Markdown; the PDF shows it as plain paragraphs. */
const plain = (markdown: string) => markdown.replace(/^#+\s*/gm, '').replace(/\*\*(.*?)\*\*/g, '$1').replace(/\[(.*?)\]\(.*?\)/g, '$1').trim()

/** A professional-looking sample desktop valuation report, drawn with pdfkit. */
export function renderSampleReport(report: SampleReport): Promise<Buffer> {
  const { doc, done } = newPdf({ size: 'A4', margins: { top: 64, bottom: 64, left: 56, right: 56 }, bufferPages: true, info: { Title: `${report.title} — ${report.address}`, Author: 'ValueDesk Pty Ltd', Subject: 'Sample desktop valuation report' } })
  const width = doc.page.width - 112

  // Cover
  doc.rect(0, 0, doc.page.width, 250).fill(brand)
  doc.fillColor('#ffffff').font('Helvetica-Bold').fontSize(13).text('ValueDesk', 56, 56)
  doc.font('Helvetica').fontSize(10).fillColor('#cfe3ec').text('Independent desktop valuations', 56, 74)
  doc.font('Helvetica-Bold').fontSize(26).fillColor('#ffffff').text(report.title, 56, 130, { width })
  doc.font('Helvetica').fontSize(13).text(report.address, 56, 170, { width })
  doc.rect(56, 290, width, 96).fill('#f4f7f9')
  doc.fillColor(muted).fontSize(10).text(report.basis.toUpperCase(), 72, 306)
  doc.fillColor(brand).font('Helvetica-Bold').fontSize(30).text(money.format(report.marketValue), 72, 322)
  if (report.rentalValue) doc.fillColor(ink).font('Helvetica').fontSize(11).text(`Market rent ${money.format(report.rentalValue)} ${report.rentalBasis ?? ''}`.trim(), 72, 360)
  const facts: [string, string][] = [
    ['Reference', report.reference], ['Client', report.client], ['Purpose', report.purpose], ['Property', `${report.propertyClass} — ${report.propertyType}`],
    ['Date of valuation', date(report.valuationDate)], ['Date of report', date(report.reportDate)], ['Inspection', 'Desktop — no inspection was made'],
  ]
  let y = 420
  for (const [label, value] of facts) {
    doc.font('Helvetica').fontSize(10).fillColor(muted).text(label, 56, y, { width: 140 })
    doc.fillColor(ink).text(value, 200, y, { width: width - 144 })
    y += 22
  }
  doc.fontSize(9).fillColor(muted).text('SAMPLE REPORT — all names, addresses and figures are fictional.', 56, doc.page.height - 110, { width })

  const heading = (text: string) => {
    if (doc.y > doc.page.height - 160) doc.addPage()
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(brand).text(text, 56)
    doc.moveTo(56, doc.y + 2).lineTo(56 + 40, doc.y + 2).lineWidth(2).strokeColor(accent).stroke()
    doc.moveDown(0.6).font('Helvetica').fontSize(10.5).fillColor(ink)
  }
  const paragraph = (text: string) => doc.font('Helvetica').fontSize(10.5).fillColor(ink).text(plain(text), 56, doc.y, { width, lineGap: 2, paragraphGap: 6 })

  doc.addPage()
  heading('Summary')
  paragraph(report.summary)
  heading('Property description')
  for (const row of report.propertyDescription) {
    const top = doc.y
    doc.fillColor(muted).text(row.label, 56, top, { width: 160 })
    doc.fillColor(ink).text(row.value, 220, top, { width: width - 164 })
    doc.moveDown(0.3)
  }
  heading('Location')
  paragraph(report.location)

  heading('Comparable sales evidence')
  const columns = [{ title: 'Address', width: 150 }, { title: 'Date', width: 62 }, { title: 'Price', width: 70 }, { title: 'Land', width: 52 }, { title: 'Building', width: 52 }, { title: 'Rate', width: 97 }]
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - 120) doc.addPage()
    const top = doc.y
    let x = 56
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(bold ? '#ffffff' : ink)
    const heights = cells.map((cell, index) => doc.heightOfString(cell, { width: columns[index]!.width - 8 }))
    const height = Math.max(...heights) + 10
    doc.rect(56, top, width, height).fill(bold ? brand : '#f4f7f9')
    doc.fillColor(bold ? '#ffffff' : ink)
    cells.forEach((cell, index) => {
      doc.text(cell, x + 4, top + 5, { width: columns[index]!.width - 8 })
      x += columns[index]!.width
    })
    doc.y = top + height + 2
  }
  drawRow(columns.map((c) => c.title), true)
  for (const sale of report.comparableSales) {
    drawRow([sale.address, new Date(sale.saleDate).toLocaleDateString('en-AU', { month: 'short', year: 'numeric' }), money.format(sale.price), sale.landArea ?? '—', sale.buildingArea ?? '—', sale.rate ?? '—'], false)
    doc.font('Helvetica-Oblique').fontSize(9).fillColor(muted).text(sale.comparison, 60, doc.y, { width: width - 8 })
    doc.moveDown(0.5)
  }
  heading('Valuation methodology')
  paragraph(report.methodology)
  heading('Valuer’s commentary')
  paragraph(report.commentary)
  heading('Valuation conclusion')
  paragraph(`We assess the ${report.basis.toLowerCase()} of ${report.address} as at ${date(report.valuationDate)} at ${money.format(report.marketValue)}${report.rentalValue ? `, and its market rent at ${money.format(report.rentalValue)} ${report.rentalBasis ?? ''}` : ''}.`)
  heading('Assumptions and qualifications')
  for (const assumption of report.assumptions) doc.font('Helvetica').fontSize(10).fillColor(ink).text(`•  ${assumption}`, 64, doc.y, { width: width - 8, lineGap: 1, paragraphGap: 4 })
  heading('Valuer')
  paragraph(`${report.valuer.name}\n${report.valuer.body}\n${report.valuer.licence}`)

  const pages = doc.bufferedPageRange()
  for (let index = 0; index < pages.count; index++) {
    doc.switchToPage(index)
    const bottom = doc.page.height - 40
    doc.page.margins.bottom = 0
    doc.font('Helvetica').fontSize(8).fillColor(muted)
    doc.text(`ValueDesk Pty Ltd · ABN 35 671 204 118 · ${report.reference}`, 56, bottom, { width: width / 2, lineBreak: false })
    doc.text(`Page ${index + 1} of ${pages.count}`, 56 + width / 2, bottom, { width: width / 2, align: 'right', lineBreak: false })
  }
  doc.end()
  return done
}
