import { fileTypeFromBuffer } from 'file-type'
import type { SharpDependency } from 'payload'
import decodeHeic from 'heic-decode'
import sharp from 'sharp'

/**
 * The most pixels we decode from anyone's picture: 40 megapixels. Phones take 12–48 MP photos, and
 * their default 12/24 MP pictures are well under it; a 48 MP "full resolution" shot is 8064×6048 (48.8 MP)
 * and is refused with a message asking for a smaller one. Decoded as RGBA that is at most 160 MB of memory,
 * not the 480 MB of an 11000×11000 picture that compresses to a few hundred kilobytes.
 */
export const MAX_PHOTO_PIXELS = 40_000_000

/** The formats we re-encode (their own format back, without metadata); others are kept as they came. */
const reencoded = ['jpeg', 'png', 'webp', 'avif'] as const
type Reencoded = (typeof reencoded)[number]
const isReencoded = (format: string | undefined): format is Reencoded =>
  reencoded.includes(format as Reencoded)

/** sharp calls every HEIF picture 'heif'; the AV1-coded ones are AVIF, which it decodes and writes. */
const formatOf = ({ format, compression }: { format?: string; compression?: string }) =>
  format === 'heif' && compression === 'av1' ? 'avif' : format

/** sharp that never decodes more than MAX_PHOTO_PIXELS (Payload's image sizes, focal points, crops). */
export const limitedSharp: SharpDependency = (input, options) =>
  sharp(input, { ...options, limitInputPixels: MAX_PHOTO_PIXELS })

/** Why a picture is refused, or undefined if its size is fine. Reads the header only: nothing is decoded. */
export async function photoTooLarge(bytes: Uint8Array): Promise<string | undefined> {
  const { width, height } = await sharp(bytes)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }))
  if (!width || !height || width * height <= MAX_PHOTO_PIXELS) return undefined
  return `The photo is ${width}×${height} pixels; the most we take is ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please send a smaller copy.`
}

/**
 * A JPEG, PNG, WebP or AVIF decoded and written again in its own format, turned upright, with no metadata at
 * all (EXIF, GPS, camera, XMP, comments: sharp keeps none unless asked). Other bytes come back as undefined.
 * Call photoTooLarge first, and heicAsJpeg for a HEIC picture.
 */
export async function reencodePhoto(
  bytes: Uint8Array,
): Promise<{ data: Buffer; format: Reencoded } | undefined> {
  const format = formatOf(
    await sharp(bytes)
      .metadata()
      .catch(() => ({})),
  )
  if (!isReencoded(format)) return undefined
  const data = await limitedSharp(bytes).rotate().toFormat(format).toBuffer()
  return { data, format }
}

/** Whether the bytes are a HEIC picture (HEVC in HEIF, an iPhone's own format), which sharp's build cannot decode. */
export async function isHeic(bytes: Uint8Array): Promise<boolean> {
  const type = await fileTypeFromBuffer(bytes)
  if (!type?.mime.startsWith('image/heic') && !type?.mime.startsWith('image/heif')) return false
  const metadata = await sharp(bytes)
    .metadata()
    .catch(() => ({}))
  return formatOf(metadata) !== 'avif'
}

/**
 * A HEIC picture decoded (libheif in WebAssembly: sharp has no HEVC decoder here), turned upright as the
 * phone meant it, and written as a JPEG from its pixels alone: its location, camera and other metadata are not
 * carried over. Call photoTooLarge first: the decoder holds the whole picture as RGBA.
 */
export async function heicAsJpeg(bytes: Uint8Array): Promise<Buffer> {
  const { width, height, data } = await decodeHeic({ buffer: bytes })
  return limitedSharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer()
}

/**
 * A picture as uploads keep it (cleanUploads): a HEIC photo as a JPEG, a JPEG, PNG, WebP or AVIF re-encoded
 * upright without metadata, other bytes undefined. Call photoTooLarge first.
 */
export async function photoAsStored(
  bytes: Uint8Array,
): Promise<{ data: Buffer; format: Reencoded } | undefined> {
  if (await isHeic(bytes)) return { data: await heicAsJpeg(bytes), format: 'jpeg' }
  return reencodePhoto(bytes)
}
