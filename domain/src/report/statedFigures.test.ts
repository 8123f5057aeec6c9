import { describe, expect, it } from 'vitest'

import { contradictedFigures, dollarsInWords } from './statedFigures.ts'

describe('an amount written out as a report writes it', () => {
  it.each([
    [845_000, 'eight hundred and forty-five thousand dollars'],
    [2_950_000, 'two million nine hundred and fifty thousand dollars'],
    [1_050, 'one thousand and fifty dollars'],
    [59_500, 'fifty-nine thousand five hundred dollars'],
    [1, 'one dollar'],
    [1_000_000_000, 'one billion dollars'],
    [310_012, 'three hundred and ten thousand and twelve dollars'],
  ])('%d is “%s”', (dollars, words) => {
    expect(dollarsInWords(dollars)).toBe(words)
  })
})

describe('the figures a valuer’s text states, against those concluded', () => {
  const figures = { marketValue: 2_950_000, marketRent: null, valuationDate: '2026-11-20' }

  it('when the summary states $2,900,000 and the conclusion $2,950,000, then it says which and how to cure it', () => {
    const [problem] = contradictedFigures('We assess the market value at:\n\n**$2,900,000**', figures)
    expect(problem).toBe(
      'states $2,900,000 in bold, but the figure concluded is $2,950,000: write {marketValue} or {marketRent} so the text prints the concluded figure.',
    )
  })

  it('when the amount in words is another figure, then it is named; the right words pass', () => {
    expect(contradictedFigures('(two million nine hundred thousand dollars)', figures)).toHaveLength(1)
    expect(contradictedFigures('(two million nine hundred and fifty thousand dollars)', figures)).toEqual([])
  })

  it('when a bold date is not the date of valuation, then it is named', () => {
    expect(contradictedFigures('as at **30 June 2026**', figures)).toEqual([
      'states 30 June 2026 in bold, but the date of valuation is 20 November 2026: write {valuationDate}.',
    ])
    expect(contradictedFigures('as at **20 November 2026**', figures)).toEqual([])
  })

  it('when the text names figures by token, or states sale prices in plain type, then nothing contradicts', () => {
    const text =
      'at **{valuationDate}**: **{marketValue}** ({marketValueInWords}). Sales adjusted to $2,880,000 to $3,010,000.'
    expect(contradictedFigures(text, figures)).toEqual([])
  })

  it('when a token names a figure that is not concluded, then it is named: the report would print no figure', () => {
    expect(contradictedFigures('**{marketRent} per annum**', figures)).toEqual([
      'names {marketRent}, but no market rent is concluded for what was ordered: state it in the conclusion, or take the token out.',
    ])
  })
})
