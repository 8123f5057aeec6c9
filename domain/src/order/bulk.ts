import { z } from 'zod'

import { toModelState } from '../api/modelState.ts'
import { classificationKeys, propertyClassifications, typeLabel, typesOf } from '../property/catalogue.ts'
import type { CsvProblem } from '../report/salesCsv.ts'
import { parseExportDate, parseExportNumber } from '../report/salesCsv.ts'
import { todayInAustralia } from './dates.ts'
import { purposeKeys, purposes } from './purposes.ts'
import { AssessmentDetails, australianStates, PropertyStep, type AustralianState } from './schemas.ts'

/** At most this many properties in one bulk order: a firm's year-end batch, not a portfolio import. */
export const MAX_BULK_ROWS = 50

export const strataTitled = (cell: string) => /^(y|yes|true|1|strata)$/i.test(cell.trim())

export const BulkOrderRow = z
  .object({ Property: PropertyStep, Assessment: AssessmentDetails })
  .superRefine(({ Property }, context) => {
    // The state decides what a revenue office accepts, so each property's is needed before it is priced.
    if (!Property.AddressDetails.State || !Property.AddressDetails.Postcode)
      context.addIssue({
        code: 'custom',
        path: ['Property', 'AddressDetails', 'Address'],
        message: 'Write the address with its state and postcode, like "12 Smith St, Toowoomba QLD 4350".',
      })
  })
export type BulkOrderRow = z.infer<typeof BulkOrderRow>
export type BulkOrderRowInput = z.input<typeof BulkOrderRow>

export const BulkOrderRows = z
  .array(BulkOrderRow)
  .min(1, 'Add at least one property.')
  .max(MAX_BULK_ROWS, `Order at most ${MAX_BULK_ROWS} properties at once.`)

const stateCodes = australianStates.join('|')
const addressPattern = new RegExp(
  `^(.+?),?\\s+(${stateCodes})\\.?,?\\s+(\\d{4})\\s*(?:,?\\s*australia)?$`,
  'i',
)

export function splitAustralianAddress(
  text: string,
): { Street?: string; Suburb?: string; State: AustralianState; Postcode: string } | undefined {
  const match = addressPattern.exec(text.trim().replace(/\s+/g, ' '))
  if (!match) return undefined
  const [, place = '', state = '', postcode = ''] = match
  const comma = place.lastIndexOf(',')
  const street = comma >= 0 ? place.slice(0, comma).trim() : undefined
  const suburb = (comma >= 0 ? place.slice(comma + 1) : place).trim()
  return {
    ...(street ? { Street: street } : {}),
    ...(suburb ? { Suburb: suburb } : {}),
    State: state.toUpperCase() as AustralianState,
    Postcode: postcode,
  }
}

/** The cells of a CSV text, row by row: quoted cells (with "" for a quote, commas and line breaks), BOM, CRLF. */
export function csvCells(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const source = text.replace(/^\uFEFF/, '')
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    rows.push(row)
    row = []
  }
  for (let at = 0; at < source.length; at++) {
    const char = source[at]!
    if (quoted) {
      if (char === '"' && source[at + 1] === '"') {
        cell += '"'
        at++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"' && cell.trim() === '') {
      quoted = true
      cell = ''
    } else if (char === ',') endCell()
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[at + 1] === '\n') at++
      endRow()
    } else cell += char
  }
  if (cell !== '' || row.length) endRow()
  return rows
}

/** The template's columns, in its order; the last four may be left out (one tenancy, not strata, a value). */
export const bulkCsvColumns = [
  'address',
  'class',
  'type',
  'fund',
  'trustee',
  'fund_abn',
  'purpose',
  'date',
  'estimated_value',
  'tenancies',
  'strata',
  'report',
] as const
export type BulkColumn = (typeof bulkCsvColumns)[number]
export type BulkDraft = Record<BulkColumn, string>
export const emptyBulkDraft = (): BulkDraft =>
  Object.fromEntries(bulkCsvColumns.map((column) => [column, ''])) as BulkDraft
const requiredColumns: BulkColumn[] = ['address', 'class', 'type', 'purpose', 'estimated_value']

export const bulkCsvTemplate = [
  bulkCsvColumns.join(','),
  '"12 Smith St, Toowoomba QLD 4350",residential,house,Smith Family Super Fund,Smith Nominees Pty Ltd,51 824 753 556,smsf-reporting,30/06/2026,650000,1,no,value',
].join('\r\n')

function keyOf<K extends string>(text: string, keys: readonly K[], label: (key: K) => string): K | undefined {
  const wanted = text.trim().toLowerCase().replace(/\s+/g, ' ')
  return keys.find(
    (key) => key === wanted || label(key).toLowerCase() === wanted || key.replace(/-/g, ' ') === wanted,
  )
}

const columnOfFields: Record<string, BulkColumn> = {
  Address: 'address',
  PropertyClassification: 'class',
  PropertyType: 'type',
  Name: 'fund',
  Trustee: 'trustee',
  Abn: 'fund_abn',
  Fund: 'fund',
  Purpose: 'purpose',
  RetrospectiveDate: 'date',
  EstimatedValue: 'estimated_value',
  Tenancies: 'tenancies',
  StrataTitled: 'strata',
  ReportKind: 'report',
  State: 'address',
  Postcode: 'address',
}
export const columnOfField = (path: string): BulkColumn =>
  columnOfFields[path.split('.').at(-1) ?? ''] ?? (path.includes('Fund') ? 'fund' : 'address')

export type BulkCsv = { rows: BulkOrderRow[]; problems: CsvProblem[] }

/** Rows are numbered as a spreadsheet numbers them (the header is row 1). */
export function parseBulkCsv(text: string, today = todayInAustralia()): BulkCsv {
  const { drafts, problems } = bulkDraftsFromCsv(text)
  const rows: BulkOrderRow[] = []
  for (const draft of drafts) {
    const found = bulkRowFromDraft(draft, today)
    for (const problem of found.problems) problems.push({ row: draft.row, ...problem })
    if (found.row) rows.push(found.row)
  }
  return { rows, problems }
}

export function bulkDraftsFromCsv(text: string): {
  drafts: (BulkDraft & { row: number })[]
  problems: CsvProblem[]
} {
  const [header = [], ...body] = csvCells(text)
  const headers = header.map((name) =>
    name
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  )
  const problems: CsvProblem[] = []
  for (const column of requiredColumns)
    if (!headers.includes(column))
      problems.push({ row: 1, column, message: `No "${column}" column: start from the template.` })
  if (problems.length) return { drafts: [], problems }
  const drafts = body.flatMap((cells, index) =>
    cells.every((cell) => cell.trim() === '')
      ? []
      : [
          {
            ...(Object.fromEntries(
              bulkCsvColumns.map((column) => [column, (cells[headers.indexOf(column)] ?? '').trim()]),
            ) as BulkDraft),
            row: index + 2,
          },
        ],
  )
  if (!drafts.length)
    problems.push({
      row: 2,
      column: 'address',
      message: 'The file has no properties: add a row under the header.',
    })
  return { drafts, problems }
}

export function bulkRowFromDraft(
  draft: Partial<BulkDraft>,
  today = todayInAustralia(),
): { row?: BulkOrderRow; problems: { column: BulkColumn; message: string }[] } {
  const cell = (column: BulkColumn) => (draft[column] ?? '').trim()
  const problems: { column: BulkColumn; message: string }[] = []
  const problem = (column: BulkColumn, message: string) => problems.push({ column, message })
  const address = cell('address')
  const parts = splitAustralianAddress(address)
  if (address && !parts)
    problem(
      'address',
      'Write the address with its state and postcode, like "12 Smith St, Toowoomba QLD 4350".',
    )
  const classification = keyOf(cell('class'), classificationKeys, (key) => propertyClassifications[key].label)
  if (!classification)
    problem(
      'class',
      `Use one of: ${classificationKeys.map((key) => propertyClassifications[key].label).join(', ')}.`,
    )
  const type = classification
    ? keyOf(cell('type'), typesOf(classification), (key) => typeLabel(classification, key))
    : undefined
  if (classification && !type)
    problem(
      'type',
      `Use one of: ${typesOf(classification)
        .map((key) => typeLabel(classification, key))
        .join(', ')}.`,
    )
  const purpose = keyOf(cell('purpose'), purposeKeys, (key) => purposes[key].label)
  if (!purpose) problem('purpose', `Use one of: ${purposeKeys.map((key) => purposes[key].label).join(', ')}.`)
  const dateText = cell('date')
  const date = dateText ? parseExportDate(dateText) : undefined
  if (dateText && !date) problem('date', 'Write the date like 30/06/2026 or 2026-06-30.')
  const value = parseExportNumber(cell('estimated_value'))
  if (value === undefined) problem('estimated_value', 'Write the estimated value in dollars, like 650000.')
  const tenancies = cell('tenancies') ? parseExportNumber(cell('tenancies')) : 1
  if (tenancies === undefined) problem('tenancies', 'Write the number of tenancies, like 1.')
  const fund = { Name: cell('fund'), Trustee: cell('trustee'), Abn: cell('fund_abn') }
  const hasFund = Object.values(fund).some(Boolean)
  const retrospective = Boolean(date && date < today)
  const candidate = {
    Property: {
      AddressDetails: { Address: address, ...parts },
      PropertyTypeSelection: { PropertyClassification: classification, PropertyType: type },
      StrataTitled: strataTitled(cell('strata')),
      Tenancies: tenancies,
      EstimatedValue: value ?? undefined,
    },
    Assessment: {
      Purpose: purpose,
      ReportKind: cell('report').toLowerCase() || 'value',
      ValuationBasis: retrospective ? 'retrospective' : 'current',
      RetrospectiveDate: retrospective ? date : undefined,
      ...(hasFund ? { Fund: fund } : {}),
    },
  }
  // Every problem of the row at once, not after the cells' are fixed.
  const checked = BulkOrderRow.safeParse(candidate)
  if (checked.success && !problems.length) return { row: checked.data, problems }
  const flagged = new Set(problems.map((each) => each.column))
  if (!checked.success)
    for (const [path, messages] of Object.entries(toModelState(checked.error))) {
      const column = columnOfField(path)
      if (!flagged.has(column)) for (const message of messages) problems.push({ column, message })
    }
  return { problems }
}

export const bulkRowField = (index: number, field: string) => `Rows.${index}.${field}`
