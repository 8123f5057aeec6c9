import { parse } from 'csv-parse/sync'

import {
  AppError,
  placeOfSale,
  ratePerM2,
  saleDistanceKm,
  salesFromRows,
  suggestAdjustments,
  withSuggestion,
  type ComparableSale,
  type ReportData,
  type SaleSuburbs,
  type SubjectMeasures,
} from '@valuedesk/domain'

import type { UploadedFile } from '../http/multipart.ts'

const unreadable = (message: string) => AppError.validation({ file: [message] })

/** The delimiter is guessed (comma, semicolon or tab, as Excel saves in some locales). */
function rowsOf(file: UploadedFile): string[][] {
  const text = file.data.toString('utf8')
  if (text.includes('\u0000'))
    throw unreadable('This is not a CSV file: save the export as CSV and upload that.')
  const firstLine = text.split(/\r?\n/, 1)[0] ?? ''
  const delimiter = [',', ';', '\t'].reduce((best, candidate) =>
    firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best,
  )
  try {
    return parse(text, { bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, trim: true })
  } catch (error) {
    throw unreadable(`The CSV could not be read: ${error instanceof Error ? error.message : 'malformed'}.`)
  }
}

/** Any bad row refuses the whole file, so the valuer fixes the export and uploads it again. */
export function salesFromCsv(file: UploadedFile) {
  const rows = rowsOf(file)
  if (rows.length < 2) throw unreadable('The CSV has no sales: a header row, then one row per sale.')
  const result = salesFromRows(rows)
  if (result.problems.length) {
    const state: Record<string, string[]> = {}
    for (const problem of result.problems) {
      const key = problem.row === 1 ? 'file' : `Row ${problem.row}, ${problem.column}`
      ;(state[key] ??= []).push(problem.message)
    }
    throw AppError.validation(state)
  }
  return result
}

export const toImportedSale = (
  sale: ComparableSale,
  location: ReportData['location'],
  suburbs: SaleSuburbs,
) => ({
  Address: sale.address,
  SaleDate: sale.saleDate,
  Price: sale.price,
  LandArea: sale.landArea,
  BuildingArea: sale.buildingArea,
  RatePerM2: ratePerM2(sale),
  DistanceKm: roundedKm(saleDistanceKm(location, sale, suburbs)),
  PlacedBy: placeOfSale(sale, suburbs)?.source ?? null,
})

const roundedKm = (km: number | null) => (km === null ? null : Math.round(km * 100) / 100)

/** Location and condition are left to the valuer. */
export function suggestImportedAdjustments(
  listed: ComparableSale[],
  imported: ComparableSale[],
  subject: SubjectMeasures,
  { valuationDate, classification }: Pick<ReportData, 'valuationDate' | 'classification'>,
) {
  const suggestions = suggestAdjustments({
    sales: [...listed, ...imported],
    subject,
    valuationDate,
    classification,
  })
  return imported.map((sale, at) => {
    const suggestion = suggestions[listed.length + at]!
    const filled = withSuggestion(sale, suggestion)
    return { sale: filled ?? sale, reasons: filled ? suggestion.reasons : [] }
  })
}
