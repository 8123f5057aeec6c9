import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/** A PDF's bytes as a file, for poppler's tools to read. */
export function pdfFile(pdf: Buffer, name = 'document.pdf') {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'pdf-')), name)
  writeFileSync(file, pdf)
  return file
}

/** The pictures a PDF embeds (poppler's pdfimages -list): size and encoding, masks left out. */
export function pdfImages(pdf: Buffer) {
  return execFileSync('pdfimages', ['-list', pdfFile(pdf)], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter(Boolean)
    .map((line) => line.trim().split(/\s+/))
    .filter((columns) => columns[2] === 'image')
    .map((columns) => ({ width: Number(columns[3]), height: Number(columns[4]), encoding: columns[8] }))
}

/** A PDF's text in reading order, whitespace collapsed. */
export const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-raw', pdfFile(pdf), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ')
