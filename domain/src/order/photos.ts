/** The most photos a customer sends with one order (the report's photo pages hold this many). */
export const MAX_ORDER_PHOTOS = 12

/** The wizard's photo slot for the n-th photo (from 0): the valuation keeps them as photo-1, photo-2, … */
export const orderPhotoSlot = (index: number) => `photo-${index + 1}`
