import {
  bulkCsvTemplate,
  bulkDraftsFromCsv,
  bulkRowFromDraft,
  parseExportDate,
  type BulkDraft,
} from '@valuedesk/domain'

/** The template as a file to download (a data: link, so it works offline and needs no call). */
export const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(bulkCsvTemplate)}`

/**
 * A CSV's rows as the form's rows: dates as the date field writes them (YYYY-MM-DD), class, type and purpose
 * as their keys when written as labels. The form's own check then names what is wrong in each.
 */
export async function draftsFromFile(file: File): Promise<{ drafts: BulkDraft[]; problems: string[] }> {
  const { drafts, problems } = bulkDraftsFromCsv(await file.text())
  return {
    drafts: drafts.map(({ row: _row, ...draft }) => {
      const { row } = bulkRowFromDraft(draft)
      return {
        ...draft,
        date: draft.date ? (parseExportDate(draft.date) ?? draft.date) : '',
        class: row?.Property.PropertyTypeSelection.PropertyClassification ?? draft.class.trim().toLowerCase(),
        type: row?.Property.PropertyTypeSelection.PropertyType ?? draft.type.trim().toLowerCase(),
        purpose: row?.Assessment.Purpose ?? draft.purpose.trim().toLowerCase(),
      }
    }),
    problems: problems.map((problem) => `Row ${problem.row}, column ${problem.column}: ${problem.message}`),
  }
}
