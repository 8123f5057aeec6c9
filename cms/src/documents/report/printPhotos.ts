import { createHash } from 'node:crypto'

import { limitedSharp } from '../../uploads/photos.ts'

/**
 * A photo's longest side in the PDF: its frame is half the A4 text width (about 3.2 in), so this is about
 * 400 dpi, sharp in print, and twelve phone photos come to 3–4 MB, which an e-mail carries.
 */
export const PRINT_LONG_SIDE = 1280
const JPEG_QUALITY = 80
/** Recent photos, by their bytes: a report previewed and then completed converts each photo once. */
const cacheSize = 48
const cache = new Map<string, Promise<Buffer>>()

/**
 * A photo as the PDF embeds it: upright, at most PRINT_LONG_SIDE pixels long, a JPEG (pdfkit reads only JPEG
 * and PNG; a phone's full-size photo would make a report too big to e-mail). Any format sharp decodes (JPEG,
 * PNG, WebP, AVIF, GIF, TIFF) is taken. Rejects bytes it cannot read.
 */
export function photoForPrint(bytes: Uint8Array): Promise<Buffer> {
  const key = createHash('sha256').update(bytes).digest('base64')
  const kept = cache.get(key)
  if (kept) {
    // Used again: now the most recent.
    cache.delete(key)
    cache.set(key, kept)
    return kept
  }
  const converted = limitedSharp(bytes)
    .rotate()
    .resize(PRINT_LONG_SIDE, PRINT_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    .toBuffer()
  cache.set(key, converted)
  converted.catch(() => cache.delete(key))
  while (cache.size > cacheSize) cache.delete(cache.keys().next().value!)
  return converted
}
