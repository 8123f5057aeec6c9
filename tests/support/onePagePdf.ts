import PDFDocument from 'pdfkit'

/** A real one-page PDF saying `text`, as a customer's scanned document would arrive (the upload checks it). */
export function onePagePdf(text: string): Promise<Buffer> {
  const document = new PDFDocument({ size: 'A4' })
  const chunks: Buffer[] = []
  document.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => document.on('end', () => resolve(Buffer.concat(chunks))))
  document.fontSize(14).text(text)
  document.end()
  return done
}
