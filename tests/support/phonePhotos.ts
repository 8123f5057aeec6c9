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
