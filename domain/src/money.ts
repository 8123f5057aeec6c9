/** Australian GST is 10%, so the GST inside a GST-inclusive amount is one eleventh of it. */
export const GST_RATE = 0.1

/** Whole cents, the unit every calculation uses; dollars only at the edges. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

export const gstIncludedCents = (totalCents: number): number => Math.round(totalCents / 11)

export const gstIncluded = (totalDollars: number): number => gstIncludedCents(toCents(totalDollars)) / 100

const wholeDollars = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })
const withCents = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', minimumFractionDigits: 2 })

/** $220, $20, $1,320 — and $38.50 when there are cents. */
export const formatAud = (dollars: number): string => (Number.isInteger(dollars) ? wholeDollars : withCents).format(dollars)
