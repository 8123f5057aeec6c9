import type { DetailRow } from '../property/detailFields.ts'

type Row = { label: string; value: string }

const key = (label: string) => label.trim().toLowerCase()

/**
 * A new report's property description, filled from the order: each of the template's rows the customer
 * answered gets their answer, and the rest of what they told us follows, so the valuer retypes nothing.
 * Rows the template fills itself, or the customer left blank, stay as they are.
 */
export function prefillDescription(templateRows: readonly Row[], told: readonly DetailRow[]): Row[] {
  const answers = new Map(told.map((row) => [key(row.label), row.value]))
  const rows = templateRows.map((row) => {
    const answer = answers.get(key(row.label))
    return row.value.trim() || answer === undefined ? { ...row } : { label: row.label, value: answer }
  })
  const labelled = new Set(rows.map((row) => key(row.label)))
  return [...rows, ...told.filter((row) => !labelled.has(key(row.label))).map((row) => ({ ...row }))]
}
