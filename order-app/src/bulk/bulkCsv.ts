import {
  bulkCsvTemplate,
  bulkDraftsFromCsv,
  bulkRowFromDraft,
  parseExportDate,
  type BulkDraft,
} from '@valuedesk/domain'

/** The template as a file to download (a data: link, so it works offline and needs no call). */
export const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(bulkCsvTemplate)}`

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
