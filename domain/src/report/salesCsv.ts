import { parseHtmlDate } from '../order/dates.ts'
import { ComparableSale } from './blocks.ts'

/** The CSV text itself is parsed by the API. */
type SaleColumn =
  | 'address'
  | 'street'
  | 'suburb'
  | 'state'
  | 'postcode'
  | 'saleDate'
  | 'price'
  | 'landArea'
  | 'buildingArea'
  | 'bedrooms'
  | 'bathrooms'
  | 'carSpaces'
  | 'latitude'
  | 'longitude'
  | 'comparison'

/** Header names (compared in lower case, without punctuation) each field is read from, best first. */
const columnNames: Record<SaleColumn, string[]> = {
  address: ['address', 'property address', 'full address'],
  street: ['street address', 'street', 'street name and number'],
  suburb: ['suburb', 'locality', 'suburb name'],
  state: ['state'],
  postcode: ['postcode', 'post code'],
  saleDate: ['sale date', 'contract date', 'sold date', 'date sold', 'settlement date', 'transfer date'],
  price: ['sale price', 'price', 'sold price', 'last sale price', 'contract price'],
  landArea: ['land area', 'land size', 'area', 'site area', 'land area m2', 'land size m2'],
  buildingArea: ['floor area', 'building area', 'floor size', 'building size', 'gla', 'nla'],
  bedrooms: ['bed', 'beds', 'bedrooms'],
  bathrooms: ['bath', 'baths', 'bathrooms'],
  carSpaces: ['car', 'cars', 'car spaces', 'parking', 'carspaces', 'garage'],
  latitude: ['latitude', 'lat'],
  longitude: ['longitude', 'long', 'lng', 'lon'],
  comparison: ['comments', 'comment', 'notes', 'comparison'],
}

const normalise = (header: string) =>
  header
    .replace(/^\uFEFF/, '')
    .toLowerCase()
    .replace(/m²|m2|sqm|\(.*?\)/g, (unit) => (unit.startsWith('(') ? '' : ' m2'))
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()

export type ColumnMap = {
  read: { field: SaleColumn; column: string; at: number }[]
  ignored: string[]
}

/** Which column each field is read from: the first header matching a name in its list's order. */
export function mapSaleColumns(headers: string[]): ColumnMap {
  const keys = headers.map(normalise)
  const taken = new Set<number>()
  const read: ColumnMap['read'] = []
  for (const [field, names] of Object.entries(columnNames) as [SaleColumn, string[]][]) {
    for (const name of names) {
      const at = keys.findIndex((key, index) => key === name && !taken.has(index))
      if (at < 0) continue
      taken.add(at)
      read.push({ field, column: headers[at]!.replace(/^\uFEFF/, '').trim(), at })
      break
    }
  }
  return { read, ignored: headers.filter((_, index) => !taken.has(index)).map((header) => header.trim()) }
}

const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
const pad = (n: number) => String(n).padStart(2, '0')

/** A date as exports write it: DD/MM/YYYY (or DD-MM-YYYY, DD.MM.YY), ISO YYYY-MM-DD, or "12 Mar 2026". */
export function parseExportDate(text: string): string | undefined {
  const value = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(value)
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(value)
  const named = /^(\d{1,2})[\s-]([A-Za-z]{3})[A-Za-z]*[\s-](\d{2}|\d{4})$/.exec(value)
  const year = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y))
  let date: string | undefined
  if (iso) date = `${iso[1]}-${pad(Number(iso[2]))}-${pad(Number(iso[3]))}`
  else if (dmy) date = `${year(dmy[3]!)}-${pad(Number(dmy[2]))}-${pad(Number(dmy[1]))}`
  else if (named) {
    const month = months.indexOf(named[2]!.toLowerCase()) + 1
    if (month) date = `${year(named[3]!)}-${pad(month)}-${pad(Number(named[1]))}`
  }
  return date && parseHtmlDate(date) ? date : undefined
}

/** A number as exports write it: "$1,250,000", "650 m²", "0.12 ha" (hectares to m²); blank is null. */
export function parseExportNumber(text: string, unit: 'm2' | 'plain' = 'plain'): number | null | undefined {
  const value = text.trim().toLowerCase()
  if (!value || value === '-' || value === 'n/a') return null
  const match = /^\$?\s*(-?[\d,]*\.?\d+)\s*(m²|m2|sqm|ha|\$)?$/.exec(value.replace(/\s+(?=\d)/g, ''))
  if (!match) return undefined
  const number = Number(match[1]!.replace(/,/g, ''))
  if (!Number.isFinite(number)) return undefined
  return unit === 'm2' && match[2] === 'ha' ? number * 10_000 : number
}

export type CsvProblem = { row: number; column: string; message: string }
export type SalesFromCsv = ColumnMap & { sales: ComparableSale[]; problems: CsvProblem[] }

const numberFields = {
  price: 'plain',
  landArea: 'm2',
  buildingArea: 'm2',
  bedrooms: 'plain',
  bathrooms: 'plain',
  carSpaces: 'plain',
  latitude: 'plain',
  longitude: 'plain',
} as const

export function salesFromRows(rows: string[][]): SalesFromCsv {
  const [headers = [], ...body] = rows
  const map = mapSaleColumns(headers)
  const problems: CsvProblem[] = []
  const has = (field: SaleColumn) => map.read.some((r) => r.field === field)
  const missing = (['address', 'saleDate', 'price'] as const).filter(
    (field) => !has(field) && !(field === 'address' && has('street')),
  )
  for (const field of missing)
    problems.push({
      row: 1,
      column: field,
      message: `No column for the sale's ${field === 'saleDate' ? 'date' : field}: expected one of ${columnNames[field].map((name) => `"${name}"`).join(', ')}.`,
    })
  if (missing.length) return { ...map, sales: [], problems }
  const sales: ComparableSale[] = []
  body.forEach((cells, index) => {
    const row = index + 2
    if (cells.every((cell) => !cell.trim())) return
    const cell = (field: SaleColumn) => {
      const found = map.read.find((r) => r.field === field)
      return found ? { text: (cells[found.at] ?? '').trim(), column: found.column } : undefined
    }
    const rowProblems: CsvProblem[] = []
    const fields: Record<string, unknown> = {}
    const street = cell('street')?.text
    const place = [cell('suburb')?.text, cell('state')?.text, cell('postcode')?.text]
      .filter(Boolean)
      .join(' ')
    fields.address = cell('address')?.text || [street, place].filter(Boolean).join(', ')
    const date = cell('saleDate')!
    fields.saleDate = parseExportDate(date.text)
    if (!fields.saleDate)
      rowProblems.push({ row, column: date.column, message: `"${date.text}" is not a date like 30/06/2026.` })
    for (const [field, unit] of Object.entries(numberFields) as [
      keyof typeof numberFields,
      'm2' | 'plain',
    ][]) {
      const found = cell(field)
      if (!found) continue
      const value = parseExportNumber(found.text, unit)
      if (value === undefined)
        rowProblems.push({ row, column: found.column, message: `"${found.text}" is not a number.` })
      else if (field === 'price' && value === null)
        rowProblems.push({ row, column: found.column, message: 'No sale price.' })
      else fields[field] = field === 'price' ? Math.round(value!) : value
    }
    fields.comparison = cell('comparison')?.text ?? ''
    if (rowProblems.length) return void problems.push(...rowProblems)
    const parsed = ComparableSale.safeParse(fields)
    if (parsed.success) return void sales.push(parsed.data)
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0]) as SaleColumn
      problems.push({ row, column: cell(field)?.column ?? field, message: issue.message })
    }
  })
  return { ...map, sales, problems }
}
