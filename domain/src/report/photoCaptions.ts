export type PhotoCaption = { slot: string; caption: string }

export function defaultPhotoCaption(slot: string): string {
  const words = slot.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

export const captionFor = (slot: string, captions: readonly PhotoCaption[] = []): string =>
  captions.find((entry) => entry.slot === slot)?.caption.trim() || defaultPhotoCaption(slot)

export const defaultPhotoCaptions = (slots: readonly string[]): PhotoCaption[] =>
  slots.map((slot) => ({ slot, caption: defaultPhotoCaption(slot) }))
