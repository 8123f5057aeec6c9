import type { DetailRow } from '../property/detailFields.ts'

type Row = { label: string; value: string }

const key = (label: string) =>
  label
    .trim()
    .toLowerCase()
    .replace(/\(.*?\)/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

/** Matched by meaning, so the customer's answer fills the template's row instead of sitting beside it. */
const meanings: Record<string, readonly string[]> = {
  bedrooms: ['bedrooms', 'beds', 'bedroom'],
  bathrooms: ['bathrooms', 'baths', 'bathroom'],
  cars: ['car spaces', 'car parking', 'parking', 'car bays', 'garaging', 'garage', 'cars'],
  land: ['land area', 'site area', 'land size', 'area of land'],
  floor: ['floor area', 'building area', 'living area', 'internal area', 'gross floor area'],
  lettable: ['lettable area', 'net lettable area', 'gross lettable area', 'nla', 'gla'],
  built: ['year built', 'built', 'year of construction'],
  condition: ['condition'],
  zoning: ['zoning', 'zone'],
  construction: ['construction'],
  use: ['main use', 'land use', 'primary use', 'use'],
  water: ['water', 'water sources', 'water entitlement'],
  improvements: ['improvements', 'other improvements'],
  carrying: ['carrying capacity'],
  rent: ['weekly rent', 'rent', 'passing rent'],
}

const meaningOf = (label: string): string => {
  const name = key(label)
  return Object.entries(meanings).find(([, names]) => names.includes(name))?.[0] ?? name
}

/** Rows that gather several answers: a template's "Accommodation" holds the bedrooms and bathrooms. */
const gathers: Record<string, readonly string[]> = { accommodation: ['bedrooms', 'bathrooms'] }

const gathered = (answers: DetailRow[]) =>
  answers.map((answer) => `${answer.value} ${key(answer.label)}`).join(', ')

/** A row already filled stays as typed, and the answer it covers is not added again. */
export function prefillDescription(templateRows: readonly Row[], told: readonly DetailRow[]): Row[] {
  const covered = new Set<string>()
  const rows = templateRows.map((row) => {
    const meaning = meaningOf(row.label)
    const parts = gathers[meaning] ?? [meaning]
    parts.forEach((part) => covered.add(part))
    if (row.value.trim()) return { ...row }
    const answers = told.filter((answer) => parts.includes(meaningOf(answer.label)))
    if (!answers.length) return { ...row }
    const value = gathers[meaning] ? gathered(answers) : answers[0]!.value
    return { label: row.label, value }
  })
  const rest = told.filter((answer) => !covered.has(meaningOf(answer.label)))
  return [...rows, ...rest.map((answer) => ({ ...answer }))]
}
