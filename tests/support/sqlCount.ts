import { createClient } from '@libsql/client'
import pg from 'pg'

/**
 * One `SELECT count(*)` on the database of DATABASE_URL, from outside the server process that owns
 * it (which may be busy or dead), with SQL both SQLite and PostgreSQL understand.
 */
export async function sqlCount(sql: string): Promise<number> {
  const url = process.env.DATABASE_URL!
  if (url.startsWith('file:')) {
    const client = createClient({ url })
    try {
      return Number((await client.execute(sql)).rows[0]![0])
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return Number((await client.query(sql)).rows[0].count)
  } finally {
    await client.end()
  }
}
