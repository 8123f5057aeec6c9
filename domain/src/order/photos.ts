/** The most photos a customer sends with one order (the report's photo pages hold this many). */
export const MAX_ORDER_PHOTOS = 12

/** The wizard's photo slot for the n-th photo (from 0): the valuation keeps them as photo-1, photo-2, … */
export const orderPhotoSlot = (index: number) => `photo-${index + 1}`

/** The largest upload we take, through any door: Payload's limit (payload.config.ts), the API's, the form's check. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024

/** The photos the order form takes, by what the browser says of them; the server judges the bytes again. */
const photoTypes = /^image\/(jpeg|png|webp|heic|heif)$/
const photoNames = /\.(jpe?g|png|webp|heic|heif)$/i

/** A 50 MB photo is not uploaded to learn it is too large. */
export function photoProblem(photo: { name: string; size: number; type: string }): string | null {
  if (!photoTypes.test(photo.type) && !photoNames.test(photo.name))
    return 'This kind of file is not accepted: send a JPEG, PNG, WebP or HEIC photo.'
  if (photo.size > MAX_UPLOAD_BYTES)
    return `This photo is ${(photo.size / 1024 / 1024).toFixed(0)} MB: photos may be at most 15 MB. Send a smaller copy (most phones can share a photo at a smaller size).`
  return null
}
