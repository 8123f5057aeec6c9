import PDFDocument from 'pdfkit'

export function newPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  return { doc, done }
}
