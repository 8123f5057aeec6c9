import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { describe, expect, it } from 'vitest'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')
const lifecycle = 'cms/src/lifecycle/'

/** Our source files (not tests, generated types or migrations), as paths from the repository's root. */
function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name)
    if (entry.isDirectory())
      return ['node_modules', 'migrations', 'dist', '.astro', 'app'].includes(entry.name) ? [] : sources(file)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$|payload-types\.ts$/.test(entry.name)
      ? [file]
      : []
  })
}
const files = ['api/src', 'cms/src', 'order-app/src', 'site/src', 'domain/src'].flatMap(sources)
const read = (file: string) => readFileSync(path.join(root, file), 'utf8')

/** Local API or database writes of a collection, as `file: collection` lines. */
function writesOf(collections: string[]) {
  const call = new RegExp(
    String.raw`\.(create|update|updateOne|updateMany|delete|deleteOne|deleteMany|upsert)\(\{[^{}]*?collection:\s*'(${collections.join('|')})'`,
    'gs',
  )
  return files
    .filter((file) => !file.startsWith(lifecycle))
    .flatMap((file) => [...read(file).matchAll(call)].map((match) => `${file}: ${match[2]}`))
}

describe('the order lifecycle owns every change of an order', () => {
  it('when code outside cms/src/lifecycle writes a valuation or an invoice, then it is only the reminder job marking its e-mail sent', () => {
    // Reminders touch `reminderSentAt` only, which no rule of the order depends on; the access guard
    // (access/lifecycleOwned.ts) refuses any owned field on that write too.
    expect(writesOf(['valuations', 'invoices'])).toEqual(['cms/src/jobs/remindDueValuations.ts: valuations'])
  })

  it('when a report is written outside the lifecycle, then it is a draft’s blocks (the guard refuses its status, PDF and valuation)', () => {
    const writes = writesOf(['reports'])
    expect(writes.every((line) => line.startsWith('api/src/reports/'))).toBe(true)
    for (const file of new Set(writes.map((line) => line.split(':')[0]!)))
      expect(read(file)).not.toMatch(/data:\s*\{[^}]*\b(pdf|completedAt|version|reissueReason)\b/)
  })

  it('when code reads the lifecycle’s flag, then it is a guard letting the verbs through, and only the lifecycle sets it', () => {
    const readers = files.filter((file) => !file.startsWith(lifecycle) && /\bLIFECYCLE\b/.test(read(file)))
    expect(readers.sort()).toEqual([
      'cms/src/access/lifecycleOwned.ts',
      'cms/src/hooks/draftsOfOpenValuationsOnly.ts',
      'cms/src/hooks/firmIdentity.ts',
      'cms/src/hooks/monthlyBillingGrant.ts',
      // A verb's entry in a report's history stands alone, never joined to a person's sitting.
      'cms/src/hooks/recordReportEdits.ts',
      'cms/src/hooks/setOwner.ts',
      'cms/src/uploads/cleanUploads.ts',
    ])
    const setters = files.filter((file) => /context\[LIFECYCLE\]\s*=/.test(read(file)))
    expect(setters).toEqual(['cms/src/lifecycle/steps/transaction.ts'])
  })

  it('when a route, hook or admin screen changes an order, then it goes through a verb exported by the lifecycle', () => {
    const deep = files.filter(
      (file) =>
        !file.startsWith('cms/src/') && /@valuedesk\/cms\/src\/lifecycle|lifecycle\/\w+\.ts/.test(read(file)),
    )
    expect(deep).toEqual([])
  })
})
