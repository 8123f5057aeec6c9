import { formatAud } from '../money.ts'
import { blockHeading, type ReportBlockContent } from './blocks.ts'
import { quoted } from './readiness.ts'

export type BlockVersion = { id: string | null; content: ReportBlockContent }

const moneyFields = new Set(['marketValue', 'rentalValue', 'price'])

const words = (key: string) => key.replace(/([A-Z])/g, ' $1').toLowerCase()

function shown(key: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'empty'
  if (typeof value === 'number') return moneyFields.has(key) ? formatAud(value) : String(value)
  if (Array.isArray(value)) return `${value.length} ${value.length === 1 ? 'item' : 'items'}`
  return quoted(String(value).replace(/\s+/g, ' ').trim())
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const itemNames: Record<string, string> = { sales: 'sale', rows: 'row', items: 'assumption' }

type Fields = Record<string, unknown>

const change = (label: string, key: string, before: unknown, after: unknown) =>
  `${label}: ${shown(key, before)} → ${shown(key, after)}`

function fieldChanges(before: ReportBlockContent, after: ReportBlockContent): string[] {
  const [was, now] = [before as Fields, after as Fields]
  const heading = blockHeading(after)
  return [...new Set([...Object.keys(was), ...Object.keys(now)])]
    .filter((key) => key !== 'type' && !same(was[key], now[key]))
    .flatMap((key) => {
      const [old, fresh] = [was[key], now[key]]
      if (!Array.isArray(old) || !Array.isArray(fresh) || old.length !== fresh.length)
        return [change(`${heading} — ${words(key)}`, key, old, fresh)]
      return fresh.flatMap((item, at) => {
        const label = `${heading} — ${itemNames[key] ?? 'item'} ${at + 1}`
        if (!item || typeof item !== 'object')
          return same(old[at], item) ? [] : [change(label, key, old[at], item)]
        const [oldItem, newItem] = [old[at] as Fields, item as Fields]
        // A description row is named by its label: "Property description — Land area: empty → “704 m²”".
        const named = (field: string) =>
          typeof newItem.label === 'string' && field === 'value'
            ? `${heading} — ${newItem.label}`
            : `${label}, ${words(field)}`
        return Object.keys(newItem)
          .filter((field) => !same(oldItem[field], newItem[field]))
          .map((field) => change(named(field), field, oldItem[field], newItem[field]))
      })
    })
}

export function describeBlockChanges(before: BlockVersion[], after: BlockVersion[]): string[] {
  const lines: string[] = []
  const afterIds = new Set(after.map((block) => block.id).filter(Boolean))
  const kept = before.filter((block) => block.id && afterIds.has(block.id))
  for (const [at, block] of before.entries())
    if (!block.id || !afterIds.has(block.id))
      lines.push(`Deleted block ${at + 1}, ${blockHeading(block.content)}`)
  for (const [at, block] of after.entries()) {
    const old = block.id ? before.find((candidate) => candidate.id === block.id) : undefined
    if (!old) {
      lines.push(`Added block ${at + 1}, ${blockHeading(block.content)}`)
      continue
    }
    const from = kept.indexOf(old)
    const to = after.filter((candidate) => kept.some((k) => k.id === candidate.id)).indexOf(block)
    if (from !== to) lines.push(`Moved ${blockHeading(block.content)} to position ${at + 1}`)
    lines.push(...fieldChanges(old.content, block.content))
  }
  return lines
}

function split(line: string): { label: string; rest: string } | null {
  const at = line.indexOf(': ')
  return at > 0 && line.includes(' → ', at) ? { label: line.slice(0, at), rest: line.slice(at + 2) } : null
}

/** A sitting's saves are one record: "a → b" then "b → c" reads "a → c". */
export function mergeChangeLines(earlier: readonly string[], later: readonly string[]): string[] {
  const merged: (string | null)[] = [...earlier]
  for (const line of later) {
    const next = split(line)
    const found = next
      ? merged.findLastIndex((old) => {
          const was = old === null ? null : split(old)
          return was?.label === next.label
        })
      : -1
    const was = found >= 0 ? split(merged[found]!) : null
    // The earlier line's value after ("b") is where the later one starts: find the arrow that ends its "before".
    const joined = was
      ? [...was.rest.matchAll(/ → /g)]
          .map((arrow) => ({
            before: was.rest.slice(0, arrow.index),
            after: was.rest.slice(arrow.index + 3),
          }))
          .find(({ after }) => next!.rest.startsWith(`${after} → `))
      : undefined
    if (!next || !joined) {
      merged.push(line)
      continue
    }
    const after = next.rest.slice(joined.after.length + 3)
    merged[found] = joined.before === after ? null : `${next.label}: ${joined.before} → ${after}`
  }
  return merged.filter((line): line is string => line !== null)
}
