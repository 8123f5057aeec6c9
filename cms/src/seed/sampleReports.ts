import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { ReportInput } from '../documents/reportPdf/input.ts'
import { renderReportPdf } from '../documents/reportPdf/reportPdf.ts'
import { contentPath, readJson } from './readContent.ts'
import { loadSampleImage } from './sampleImages.ts'

/** The file a sample report is uploaded as ("sample-residential-report.pdf"). */
export const sampleReportFile = (sample: string) => `sample-${sample}-report.pdf`

/** The sample report as the site serves it: content/samples/<sample>.json rendered by the valuers' own engine. */
export const renderSampleReport = (sample: string) =>
  renderReportPdf(ReportInput.parse(readJson('samples', `${sample}.json`)), { loadImage: loadSampleImage })

/**
 * The home page's picture of what a customer receives: the first two pages of the residential sample report,
 * side by side, as content/media/sample-residential-report-preview.webp. It is made from the real PDF by
 * `node cms/src/dev/samplePreview.ts` (poppler's pdftoppm, then sharp), never drawn by hand; the script records in
 * content/samples/preview.sha256 the sample data it was made from, and a unit test fails when that data has changed
 * since, so the picture never shows a report the site no longer serves.
 */
export const samplePreview = {
  sample: 'residential',
  file: 'sample-residential-report-preview.webp',
  pages: 2,
  record: ['samples', 'preview.sha256'] as const,
}

/** The SHA-256 of what the preview's PDF is made of: the sample's data and every picture it names. */
export function samplePreviewSource(sample = samplePreview.sample): string {
  const data = readFileSync(contentPath('samples', `${sample}.json`))
  const hash = createHash('sha256').update(data)
  const images = [...new Set(data.toString('utf8').match(/sample:[\w.-]+/g) ?? [])].sort()
  for (const image of images)
    hash.update(image).update(readFileSync(contentPath('samples', 'images', image.slice('sample:'.length))))
  return hash.digest('hex')
}
