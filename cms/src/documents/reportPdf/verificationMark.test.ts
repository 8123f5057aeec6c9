import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import jsqr from 'jsqr'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'

import { ReportInput } from './input.ts'
import { renderReportPdf } from './reportPdf.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'report-verification-'))
const input = ReportInput.parse(
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../../../../content/samples/residential.json'), 'utf8'),
  ),
)
const code = '7KQ2M-X9D4R'
const url = `https://valuedesk.example/verify/${code}`
const delivered = { ...input, data: { ...input.data, verification: { code, url } } }

const fileOf = (pdf: Buffer, name: string) => {
  const file = path.join(dir, `${name}.pdf`)
  writeFileSync(file, pdf)
  return file
}
const pagesOf = (pdf: Buffer, name: string) =>
  execFileSync('pdftotext', ['-raw', fileOf(pdf, name), '-'], { encoding: 'utf8' })
    .split('\f')
    .filter((page) => page.trim())
    .map((page) => page.replace(/\s+/g, ' '))

describe('the verification marks of a report PDF', () => {
  it('when a delivered report is rendered, then its cover shows the code and every later page’s footer gives the code and link', async () => {
    const [cover, ...pages] = pagesOf(await renderReportPdf(delivered), 'delivered')
    expect(cover).toContain(`Verify this report ${code}`)
    expect(pages.length).toBeGreaterThan(2)
    for (const page of pages) expect(page).toContain(`Verify this report: code ${code} at ${url}`)
    expect([cover, ...pages].join(' ')).not.toContain('not verifiable')
  })

  it('when the cover of a delivered report is printed and scanned, then its QR code reads as the report’s link', async () => {
    const pdf = fileOf(await renderReportPdf(delivered), 'scanned')
    execFileSync('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', pdf, path.join(dir, 'cover')])
    const { data, info } = await sharp(path.join(dir, 'cover-1.png'))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true })
    // jsqr is CommonJS: its function is the module's `default` as Node's ESM loader and TypeScript see it.
    const scanned = jsqr.default(new Uint8ClampedArray(data), info.width, info.height)
    expect(scanned?.data).toBe(url)
  })

  it('when a draft is rendered, then every page says it is not verifiable, and no code is printed', async () => {
    const pages = pagesOf(await renderReportPdf({ ...input, data: { ...input.data, draft: true } }), 'draft')
    for (const page of pages) expect(page).toContain('Draft — not verifiable')
    expect(pages.join(' ')).not.toContain('/verify/')
  })

  it('when a sample (neither draft nor delivered) is rendered, then it claims no verification either way', async () => {
    const text = pagesOf(await renderReportPdf(input), 'sample').join(' ')
    // (The signature's own state, 'verified' or not, is another matter, printed beside it.)
    expect(text).not.toMatch(/verify this report|not verifiable|\/verify\//i)
  })
})
