import { formatDate } from '../order/dates.ts'
import { formatAud } from '../money.ts'

const ones = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
]
const tens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']

/** 0–999 in words, British style: "eight hundred and forty-five". */
function hundreds(n: number): string {
  const under100 = n % 100
  const twoDigits =
    under100 < 20
      ? ones[under100]!
      : `${tens[Math.floor(under100 / 10)]}${under100 % 10 ? `-${ones[under100 % 10]}` : ''}`
  if (n < 100) return twoDigits
  return `${ones[Math.floor(n / 100)]} hundred${under100 ? ` and ${twoDigits}` : ''}`
}

/** A whole-dollar amount as a report writes it out: "eight hundred and forty-five thousand dollars". */
export function dollarsInWords(dollars: number): string {
  const whole = Math.round(dollars)
  if (whole === 0) return 'nil dollars'
  const groups: [number, string][] = [
    [1_000_000_000, ' billion'],
    [1_000_000, ' million'],
    [1_000, ' thousand'],
    [1, ''],
  ]
  const words: string[] = []
  let rest = whole
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size)
    rest %= size
    if (count) words.push(`${hundreds(count)}${name}`)
  }
  // "one thousand and fifty": the last group under a hundred joins with "and".
  const last = whole % 1000
  if (whole >= 1000 && last > 0 && last < 100) words[words.length - 1] = `and ${words.at(-1)}`
  return `${words.join(' ')} dollar${whole === 1 ? '' : 's'}`
}

export type ConcludedFigures = {
  marketValue: number | null
  marketRent: number | null
  valuationDate: string
}

const amountOf = (written: string) => Number(written.replace(/[$,\s]/g, ''))

/** The cure is the token ({marketValue}…), which prints the figure from where it was entered. */
export function contradictedFigures(text: string, figures: ConcludedFigures): string[] {
  const concluded = [figures.marketValue, figures.marketRent].filter((n): n is number => Boolean(n))
  const named = concluded.map(formatAud).join(' or ') || 'none yet'
  const problems: string[] = []
  for (const [, written] of text.matchAll(/\*\*\s*(\$\s?[\d,]+(?:\.\d\d)?)/g)) {
    if (!concluded.includes(amountOf(written!)))
      problems.push(
        `states ${written} in bold, but the figure concluded is ${named}: write {marketValue} or {marketRent} so the text prints the concluded figure.`,
      )
  }
  const inWords = concluded.map(dollarsInWords)
  for (const [, words] of text.matchAll(/\(([a-z][a-z\s,-]+ dollars)\)/gi)) {
    if (!inWords.includes(words!.toLowerCase().replace(/\s+/g, ' ').trim()))
      problems.push(
        `writes out “${words}”, but the figure concluded is ${named}${inWords.length ? ` (${inWords.join(' or ')})` : ''}: write {marketValueInWords}.`,
      )
  }
  const dated = formatDate(figures.valuationDate)
  for (const [, date] of text.matchAll(/\*\*\s*(\d{1,2} [A-Z][a-z]+ \d{4})\s*\*\*/g)) {
    if (date !== dated)
      problems.push(`states ${date} in bold, but the date of valuation is ${dated}: write {valuationDate}.`)
  }
  const unconcluded: [string, number | null][] = [
    ['marketValue', figures.marketValue],
    ['marketValueInWords', figures.marketValue],
    ['marketRent', figures.marketRent],
    ['marketRentInWords', figures.marketRent],
  ]
  for (const [token, figure] of unconcluded)
    if (!figure && text.includes(`{${token}}`))
      problems.push(
        `names {${token}}, but ${token.startsWith('marketValue') ? 'no market value' : 'no market rent'} is concluded for what was ordered: state it in the conclusion, or take the token out.`,
      )
  return problems
}
