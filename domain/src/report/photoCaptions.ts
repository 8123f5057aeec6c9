/** A photo's caption in the report: the valuer's own for its slot, or its slot read as words. */
export type PhotoCaption = { slot: string; caption: string }

/** "front_elevation" reads as "Front elevation". */
export function defaultPhotoCaption(slot: string): string {
  const words = slot.replace(/[-_]+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The caption the valuer gave the photo in this slot, else its default. */
export const captionFor = (slot: string, captions: readonly PhotoCaption[] = []): string =>
  captions.find((entry) => entry.slot === slot)?.caption.trim() || defaultPhotoCaption(slot)

/** A caption row for each of the valuation's photos, each reading its default until the valuer changes it. */
export const defaultPhotoCaptions = (slots: readonly string[]): PhotoCaption[] =>
  slots.map((slot) => ({ slot, caption: defaultPhotoCaption(slot) }))
