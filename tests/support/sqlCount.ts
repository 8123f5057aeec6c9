import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * The first column of the first row of one query on the database of DATABASE_URL, from outside the server
 * process that owns it (which may be busy or dead), with SQL both SQLite and PostgreSQL understand.
 */
export async function sqlValue(sql: string): Promise<unknown> {
  const url = process.env.DATABASE_URL!
  if (url.startsWith('file:')) {
    const client = createClient({ url })
    try {
      return (await client.execute(sql)).rows[0]?.[0]
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const row = (await client.query(sql)).rows[0] as Record<string, unknown> | undefined
    return row && Object.values(row)[0]
  } finally {
    await client.end()
  }
}

/** One `SELECT count(*)`, as above. */
export const sqlCount = async (sql: string): Promise<number> => Number(await sqlValue(sql))
