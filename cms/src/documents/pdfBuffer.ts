import PDFDocument from 'pdfkit'

/** A pdfkit document and the promise of its bytes: draw on `doc`, call `doc.end()`, await `done`. */
export function newPdf(options: PDFKit.PDFDocumentOptions) {
  const doc = new PDFDocument(options)
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))))
  return { doc, done }
}
