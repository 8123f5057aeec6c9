import { describe, expect, it } from 'vitest'

import { formatAud, formatAudCents, gstIncluded, gstIncludedCents, toCents } from './money.ts'

describe('GST', () => {
  it('when a fee includes GST, then the GST is one eleventh, rounded to the cent', () => {
    expect(gstIncluded(220)).toBe(20)
    expect(gstIncluded(385)).toBe(35)
    expect(gstIncludedCents(toCents(418))).toBe(3800)
    expect(gstIncludedCents(1000)).toBe(91)
  })

  it('when an amount is shown, then it reads as Australian dollars', () => {
    expect(formatAud(1320)).toBe('$1,320')
    expect(formatAud(38.5)).toBe('$38.50')
  })

  it('when an invoiced amount is shown, then it always has its cents', () => {
    expect(formatAudCents(123_400)).toBe('$1,234.00')
    expect(formatAudCents(3_850)).toBe('$38.50')
  })
})
