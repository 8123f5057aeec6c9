import sharp from 'sharp'

/** A phone camera's picture: 4032×3024 (12 MP). */
export const PHONE_PHOTO = { width: 4032, height: 3024 } as const

/**
 * A photo as a phone takes it: 4032×3024, with a photo's texture (blurred noise over a colour of its own,
 * so each one is different), as a JPEG of a few megabytes, or in another format a phone sends.
 */
export function phonePhoto(index: number, format: 'jpeg' | 'webp' = 'jpeg') {
  const hue = (index * 47) % 360
  return sharp({
    create: {
      ...PHONE_PHOTO,
      channels: 3,
      background: `hsl(${hue}, 45%, 55%)`,
      noise: { type: 'gaussian', mean: 120 + (index % 5) * 10, sigma: 35 },
    },
  })
    .blur(4)
    .toFormat(format, { quality: 90 })
    .toBuffer()
}
