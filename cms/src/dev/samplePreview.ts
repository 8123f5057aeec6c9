/** Run whenever the sample report's look changes (needs pdftoppm); commit what it writes. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import sharp from 'sharp'

import { contentPath } from '../seed/readContent.ts'
import { renderSampleReport, samplePreview, samplePreviewSource } from '../seed/sampleReports.ts'

const pageWidth = 560
const gap = 24
const cover = { file: 'sample-report-cover.png', width: 1075, height: 806 }

async function writePracticeLogo() {
  const logo = await sharp(contentPath('media', 'logo-white.svg'), { density: 288 }).png().toBuffer()
  writeFileSync(contentPath('samples', 'images', 'practice-logo.png'), logo)
}

function writeCover(pdf: string, scratch: string) {
  execFileSync('pdftoppm', [
    '-png',
    '-singlefile',
    '-f',
    '1',
    '-l',
    '1',
    '-scale-to-x',
    String(cover.width),
    '-scale-to-y',
    '-1',
    pdf,
    path.join(scratch, 'cover'),
  ])
  return sharp(path.join(scratch, 'cover.png'))
    .extract({ left: 0, top: 0, width: cover.width, height: cover.height })
    .png({ compressionLevel: 9 })
    .toFile(contentPath('media', cover.file))
}

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'sample-preview-'))
  try {
    await writePracticeLogo()
    const pdf = path.join(scratch, 'sample.pdf')
    writeFileSync(pdf, await renderSampleReport(samplePreview.sample))
    await writeCover(pdf, scratch)
    execFileSync('pdftoppm', [
      '-png',
      '-f',
      '1',
      '-l',
      String(samplePreview.pages),
      '-scale-to-x',
      String(pageWidth),
      '-scale-to-y',
      '-1',
      pdf,
      path.join(scratch, 'page'),
    ])
    const pages = readdirSync(scratch)
      .filter((file) => file.startsWith('page') && file.endsWith('.png'))
      .sort()
      .map((file) => path.join(scratch, file))
    const { height = 0 } = await sharp(pages[0]).metadata()
    // Each page on a hairline frame, so a white page reads as paper on a white section.
    const framed = await Promise.all(
      pages.map((page) =>
        sharp(page).extend({ top: 1, bottom: 1, left: 1, right: 1, background: '#c9d2dc' }).png().toBuffer(),
      ),
    )
    const frameWidth = pageWidth + 2
    const picture = await sharp({
      create: {
        width: gap + framed.length * (frameWidth + gap),
        height: height + 2 + 2 * gap,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      },
    })
      .composite(framed.map((input, index) => ({ input, top: gap, left: gap + index * (frameWidth + gap) })))
      .webp({ quality: 80, effort: 6 })
      .toBuffer()
    writeFileSync(contentPath('media', samplePreview.file), picture)
    writeFileSync(
      contentPath(...samplePreview.record),
      `${samplePreviewSource()}  ${samplePreview.sample}.json and its images\n`,
    )
    console.log(`Wrote content/media/${samplePreview.file} (${picture.byteLength} bytes)`)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (import.meta.main) await main()
