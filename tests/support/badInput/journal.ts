import type { Payload } from 'payload'

/** The SQL adapters (SQLite, PostgreSQL) run raw statements through drizzle; both answer with `rows`. */
type SqlAdapter = {
  name: string
  drizzle: unknown
  execute: (args: { drizzle: unknown; raw: string }) => Promise<{ rows: Record<string, unknown>[] }>
}

const journal = 'bad_input_changes'

/**
 * A journal of every row written, in any table of the database: each collection's, its versions', arrays',
 * blocks' and relationships' tables, and Payload's own. A trigger on each table notes the table of every
 * row inserted, updated or deleted; a rolled-back write leaves no note. `mark()` is where the journal
 * stands (one indexed read, cheap enough for every call); `since(mark)` says which tables were written after.
 */
export async function changeJournal(payload: Payload) {
  const db = payload.db as unknown as SqlAdapter
  const run = async (raw: string) => (await db.execute({ drizzle: db.drizzle, raw })).rows
  const postgres = db.name === 'postgres'
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`
  const tables = (
    postgres
      ? await run(
          `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
        )
      : await run(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name`,
        )
  )
    .map((row) => String(row.name))
    .filter((name) => name !== journal)

  if (postgres) {
    await run(`CREATE TABLE ${journal} (id bigserial PRIMARY KEY, table_name text NOT NULL)`)
    await run(
      `CREATE FUNCTION ${journal}_note() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN INSERT INTO ${journal} (table_name) VALUES (TG_TABLE_NAME); RETURN NULL; END $$`,
    )
    for (const table of tables)
      await run(
        `CREATE TRIGGER ${journal}_note AFTER INSERT OR UPDATE OR DELETE ON ${quote(table)} FOR EACH ROW EXECUTE FUNCTION ${journal}_note()`,
      )
  } else {
    await run(`CREATE TABLE ${journal} (id INTEGER PRIMARY KEY AUTOINCREMENT, table_name TEXT NOT NULL)`)
    for (const [index, table] of tables.entries())
      for (const event of ['INSERT', 'UPDATE', 'DELETE'])
        await run(
          `CREATE TRIGGER ${journal}_${index}_${event.toLowerCase()} AFTER ${event} ON ${quote(table)} BEGIN INSERT INTO ${journal} (table_name) VALUES ('${table.replace(/'/g, "''")}'); END`,
        )
  }

  return {
    /** The tables written to, each with its triggers. */
    tables,
    mark: async () =>
      Number((await run(`SELECT coalesce(max(id), 0) AS mark FROM ${journal}`))[0]?.mark ?? 0),
    /** Rows written since a mark, by table. */
    since: async (mark: number): Promise<Record<string, number>> =>
      Object.fromEntries(
        (
          await run(
            `SELECT table_name AS t, count(*) AS n FROM ${journal} WHERE id > ${Math.floor(mark)} GROUP BY table_name ORDER BY table_name`,
          )
        ).map((row) => [String(row.t), Number(row.n)]),
      ),
  }
}

export type ChangeJournal = Awaited<ReturnType<typeof changeJournal>>
