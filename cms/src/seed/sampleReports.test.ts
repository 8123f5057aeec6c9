import { readFileSync } from 'node:fs'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { contentPath, readJson } from './readContent.ts'
import { samplePreview, samplePreviewSource } from './sampleReports.ts'

describe('the home page’s preview of the sample report', () => {
  it('when the sample’s data or pictures change, then the preview must be made again from the PDF', () => {
    const recorded = readFileSync(contentPath(...samplePreview.record), 'utf8').split(/\s/)[0]
    expect(
      recorded,
      'content/samples changed since the preview was made: run node cms/src/dev/samplePreview.ts and commit what it writes',
    ).toBe(samplePreviewSource())
  })

  it('when it is served, then it is a WebP of the first pages side by side, light enough for the home page', async () => {
    const file = readFileSync(contentPath('media', samplePreview.file))
    const { format, width = 0, height = 0 } = await sharp(file).metadata()
    expect(format).toBe('webp')
    expect(width).toBeGreaterThan(height)
    expect(width).toBeLessThanOrEqual(1600)
    expect(file.byteLength).toBeLessThan(150_000)
  })

  it('when it is imported, then its alternative text says what it shows', () => {
    expect(readJson<Record<string, string>>('media', 'alt.json')[samplePreview.file]).toMatch(
      /first two pages of the residential sample report/,
    )
  })
})
