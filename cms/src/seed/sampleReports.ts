import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'

import { ReportInput } from '../documents/reportPdf/input.ts'
import { renderReportPdf } from '../documents/reportPdf/reportPdf.ts'
import { contentPath, readJson } from './readContent.ts'
import { loadSampleImage } from './sampleImages.ts'

export const sampleReportFile = (sample: string) => `sample-${sample}-report.pdf`

/** The sample report as the site serves it: content/samples/<sample>.json rendered by the valuers' own engine. */
export const renderSampleReport = (sample: string) =>
  renderReportPdf(ReportInput.parse(readJson('samples', `${sample}.json`)), { loadImage: loadSampleImage })

/** Made from the real PDF by cms/src/dev/samplePreview.ts; a unit test fails when the data changed. */
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
