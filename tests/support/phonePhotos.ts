import { readFileSync } from 'node:fs'
import sharp from 'sharp'

/** A phone camera's picture: 4032×3024 (12 MP). */
export const PHONE_PHOTO = { width: 4032, height: 3024 } as const

/**
 * A photo as a phone takes it: 4032×3024, with a photo's amount of detail (noise over a colour of its own,
 * drawn at a quarter of the size and enlarged, so each one differs and it is quick to make), as a JPEG of a
 * megabyte or two, or in another format a phone sends.
 */
export async function phonePhoto(index: number, format: 'jpeg' | 'webp' = 'jpeg') {
  const texture = await sharp({
    create: {
      width: PHONE_PHOTO.width / 4,
      height: PHONE_PHOTO.height / 4,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .tint(`hsl(${(index * 47) % 360}, 50%, 50%)`)
    .raw()
    .toBuffer({ resolveWithObject: true })
  return sharp(texture.data, { raw: texture.info })
    .resize(PHONE_PHOTO.width, PHONE_PHOTO.height)
    .toFormat(format, { quality: 90 })
    .toBuffer()
}

const scenes = ['house-exterior', 'dining-room', 'office-building', 'aerial-district'].map((name) =>
  readFileSync(new URL(`../../content/samples/images/${name}.jpg`, import.meta.url)),
)

/**
 * A phone's photo of a property as the customer sends it: one of the sample reports' pictures, enlarged to
 * 4032×3024 with a sensor's grain over it (so it has a real photo's detail: 2.7–2.9 MB at a phone's JPEG
 * quality), each one's grain its own. A portrait one is stored as phones store it: the pixels on their side
 * (4032 wide) and EXIF orientation 6 saying to turn them a quarter clockwise.
 */
export async function propertyPhoto(index: number, { portrait = false } = {}) {
  const { width, height } = PHONE_PHOTO
  const upright = await sharp(scenes[index % scenes.length])
    .resize(portrait ? height : width, portrait ? width : height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixels = upright.data
  // Grain: the sum of two uniform draws (roughly normal, sigma about 5 levels); a small LCG, seeded per photo.
  let seed = (index + 1) * 2_654_435_761
  for (let n = 0; n < pixels.length; n++) {
    seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0
    const grain = (((seed >>> 16) & 255) + ((seed >>> 8) & 255) - 255) / 19
    pixels[n] = Math.min(255, Math.max(0, pixels[n]! + grain))
  }
  const photo = sharp(pixels, { raw: upright.info })
  const stored = portrait
    ? sharp(await photo.rotate(270).raw().toBuffer(), { raw: { width, height, channels: 3 } })
    : photo
  return stored
    .jpeg({ quality: 92 })
    .withMetadata(portrait ? { orientation: 6 } : {})
    .toBuffer()
}

/**
 * The same JPEG with a comment (`tag`) after its first marker: the same picture in bytes never seen before, as a
 * new valuation's photos are, so that nothing cached for the bytes (the report's scaled photos) applies.
 */
export function unseenCopy(jpeg: Buffer, tag: string) {
  const comment = Buffer.from(tag)
  const marker = Buffer.from([0xff, 0xfe, 0, 0])
  marker.writeUInt16BE(comment.length + 2, 2)
  return Buffer.concat([jpeg.subarray(0, 2), marker, comment, jpeg.subarray(2)])
}
