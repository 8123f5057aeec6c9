/** Australian GST is 10%, so the GST inside a GST-inclusive amount is one eleventh of it. */
export const GST_RATE = 0.1

/** Whole cents, the unit every calculation uses; dollars only at the edges. */
export const toCents = (dollars: number): number => Math.round(dollars * 100)

export const gstIncludedCents = (totalCents: number): number =>
  Math.round((totalCents * GST_RATE) / (1 + GST_RATE))

export const gstIncluded = (totalDollars: number): number => gstIncludedCents(toCents(totalDollars)) / 100

// Made on first use: a browser's first Intl formatter loads locale data, which need not delay a page's start.
let formatters: { wholeDollars: Intl.NumberFormat; withCents: Intl.NumberFormat } | undefined
const currency = () =>
  (formatters ??= {
    wholeDollars: new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      maximumFractionDigits: 0,
    }),
    withCents: new Intl.NumberFormat('en-AU', {
      style: 'currency',
      currency: 'AUD',
      minimumFractionDigits: 2,
    }),
  })

export const formatAud = (dollars: number): string => {
  const { wholeDollars, withCents } = currency()
  return (Number.isInteger(dollars) ? wholeDollars : withCents).format(dollars)
}

export const formatAudCents = (cents: number): string => currency().withCents.format(cents / 100)
