import type { Media } from '@valuedesk/cms'

export type ImageSize = 'thumbnail' | 'card' | 'wide'

/** Media files are served by the Express server at /media/<file>, with long-lived caching. */
const fileUrl = (filename: string) => `/media/${encodeURIComponent(filename)}`

export const asMedia = (value: number | Media | null | undefined): Media | undefined =>
  value && typeof value === 'object' ? value : undefined

export function mediaUrl(media: Media, size?: ImageSize): string {
  const sized = size ? media.sizes?.[size] : undefined
  return fileUrl(sized?.filename ?? media.filename ?? '')
}

export function imageAttributes(media: Media, sizes = '100vw') {
  const variants = (['thumbnail', 'card', 'wide'] as const)
    .map((size) => media.sizes?.[size])
    .filter((variant): variant is NonNullable<typeof variant> & { filename: string; width: number } =>
      Boolean(variant?.filename && variant.width),
    )
  return {
    src: fileUrl(media.filename ?? ''),
    srcset: variants.length
      ? variants.map((variant) => `${fileUrl(variant.filename)} ${variant.width}w`).join(', ')
      : undefined,
    sizes: variants.length ? sizes : undefined,
    width: media.width ?? undefined,
    height: media.height ?? undefined,
  }
}
