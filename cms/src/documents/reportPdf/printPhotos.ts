import { limitedSharp } from '../../uploads/photos.ts'

/** About 400 dpi in its half-width frame; twelve phone photos come to 1.5 MB, which an e-mail carries. */
export const PRINT_LONG_SIDE = 1280
/** No trellis quantisation: 2.7 times as slow for files 10–12 % smaller (docs/benchmarks.md). */
const JPEG = { quality: 80, quantisationTable: 3 } as const
/** Recent photos, by their bytes: a report previewed and then completed converts each photo once. */
const cacheSize = 48
const cache = new Map<string, Promise<Buffer>>()

/** pdfkit reads only JPEG and PNG, and a phone's full-size photo would make a report too big to e-mail. */
export async function photoForPrint(bytes: Uint8Array): Promise<Buffer> {
  // Hashed in libuv's threads (WebCrypto), not on the event loop: a report's photos are 15–30 MB.
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>)
  const key = Buffer.from(digest).toString('base64')
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
    .jpeg(JPEG)
    .toBuffer()
  cache.set(key, converted)
  converted.catch(() => cache.delete(key))
  while (cache.size > cacheSize) cache.delete(cache.keys().next().value!)
  return converted
}
