import { australiaOutline } from '../../geography/australiaOutline.ts'
import { serveTasks } from '../../workers/serveTasks.ts'
import { drawReportPdf, type LoadedReport } from './drawReport.ts'

serveTasks(async (report: LoadedReport) => {
  const pdf = await drawReportPdf(report)
  // Moved back, not copied: in a buffer of the PDF's own.
  const own =
    pdf.buffer instanceof ArrayBuffer && pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength
  const bytes = own ? new Uint8Array(pdf.buffer as ArrayBuffer) : new Uint8Array(pdf)
  return { result: bytes, transfer: [bytes.buffer] }
})

// Read the coastline while the photos scale, not when the plan is drawn.
australiaOutline()
