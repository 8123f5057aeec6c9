import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

type Snapshot = {
  tables: Record<
    string,
    {
      indexes: Record<string, { columns: string[]; isUnique: boolean }>
      foreignKeys: Record<string, { columnsFrom: string[] }>
    }
  >
}
type Models = Record<string, { schema: { indexes: () => [Record<string, unknown>, { unique?: boolean }][] } }>

function sqlUniqueIndexes() {
  const folder = path.join(import.meta.dirname, 'migrations/sqlite')
  const latest = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .at(-1)!
  const { tables } = JSON.parse(readFileSync(path.join(folder, latest), 'utf8')) as Snapshot
  return Object.entries(tables).flatMap(([table, { indexes, foreignKeys }]) => {
    // message_id → messageId; a relationship's practice_id → practice
    const relationships = new Set(Object.values(foreignKeys).flatMap((key) => key.columnsFrom))
    const fieldOf = (column: string) =>
      (relationships.has(column) ? column.replace(/_id$/, '') : column).replace(
        /_(\w)/g,
        (_, letter: string) => letter.toUpperCase(),
      )
    return Object.values(indexes)
      .filter((index) => index.isUnique)
      .map((index) => ({ collection: table.replaceAll('_', '-'), fields: index.columns.map(fieldOf) }))
  })
}

describe('the MongoDB schema', () => {
  // No MongoDB server here: Payload starts without connecting, which still compiles every mongoose model.
  it('when Payload runs on MongoDB, then every unique index of the SQL schema is a unique index there too', async () => {
    process.env.DATABASE_URL = 'mongodb://127.0.0.1:27017/valuedesk'
    const { getPayload } = await import('payload')
    const config = await (await import('./payload.config.ts')).default
    // Types are generated from the SQL schema (numeric ids): this Payload must not write its own.
    const payload = await getPayload({
      config: { ...config, typescript: { ...config.typescript, autoGenerate: false } },
      disableDBConnect: true,
      disableOnInit: true,
    })
    try {
      const models = (payload.db as unknown as { collections: Models }).collections
      const expected = sqlUniqueIndexes()
      expect(expected.map(({ collection, fields }) => `${collection}: ${fields.join('+')}`)).toEqual(
        expect.arrayContaining([
          'outbox: messageId',
          'stripe-events: eventId',
          'invoices: number',
          'practice-valuers: practice+valuer',
        ]),
      )
      // A field in a group is one column in SQL (verification_code) and a path in MongoDB (verification.code).
      const flat = (key: string) => key.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase())
      for (const { collection, fields } of expected) {
        const indexes = models[collection]?.schema.indexes() ?? []
        const unique = indexes.some(
          ([keys, options]) =>
            options.unique === true && Object.keys(keys).map(flat).join('+') === fields.join('+'),
        )
        expect(unique, `${collection}: ${fields.join('+')} is unique on MongoDB`).toBe(true)
      }
    } finally {
      await payload.destroy()
    }
  }, 60_000)
})
