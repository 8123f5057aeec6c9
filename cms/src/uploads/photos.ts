import { fileTypeFromBuffer } from 'file-type'
import type { SharpDependency } from 'payload'
import decodeHeic from 'heic-decode'
import sharp from 'sharp'

/** 48 MP phone shots are refused; decoded RGBA stays under 160 MB. */
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

/** No metadata at all (EXIF, GPS, camera: sharp keeps none unless asked); call photoTooLarge first. */
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

/** libheif in WebAssembly: sharp has no HEVC decoder here; call photoTooLarge first (RGBA in memory). */
export async function heicAsJpeg(bytes: Uint8Array): Promise<Buffer> {
  const { width, height, data } = await decodeHeic({ buffer: bytes })
  return limitedSharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
    raw: { width, height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 90 })
    .toBuffer()
}

export async function photoAsStored(
  bytes: Uint8Array,
): Promise<{ data: Buffer; format: Reencoded } | undefined> {
  if (await isHeic(bytes)) return { data: await heicAsJpeg(bytes), format: 'jpeg' }
  return reencodePhoto(bytes)
}
