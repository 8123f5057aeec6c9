import { Sqlite3Client } from '@libsql/client/sqlite3'
import Database from 'libsql'

/**
 * The libsql client Payload's SQLite adapter talks to, with each connection keeping its prepared
 * statements. The stock client prepares every statement afresh and asks for its columns twice per
 * call; Payload sends the same few hundred statements over and over, and preparing them was about a
 * seventh of the server's CPU under load (docs/benchmarks.md). libsql is synchronous, so a statement
 * runs to its end before another call can use it again: reusing one is safe.
 *
 * A schema change (a migration's DDL) empties the cache, so no statement's remembered columns
 * outlive the schema they were read from.
 */
const maxStatements = 1000
const schemaChange = /^\s*(create|alter|drop)\b/i

type Connection = Database.Database
type Statement = Database.Statement<unknown[]>

function withStatementCache(db: Connection): Connection {
  const statements = new Map<string, Statement>()
  const prepare = db.prepare.bind(db) as (sql: string) => Statement
  const exec = db.exec.bind(db)
  const cached = (sql: string): Statement => {
    let statement = statements.get(sql)
    if (statement) return statement
    if (schemaChange.test(sql)) {
      statements.clear()
      return prepare(sql)
    }
    statement = prepare(sql)
    const columns = statement.columns.bind(statement)
    let known: ReturnType<Statement['columns']> | undefined
    statement.columns = () => (known ??= columns())
    if (statements.size >= maxStatements) statements.delete(statements.keys().next().value!)
    statements.set(sql, statement)
    return statement
  }
  db.prepare = cached as Connection['prepare']
  db.exec = (sql: string) => {
    statements.clear()
    return exec(sql)
  }
  return db
}

type Settings = { busyTimeoutMs: number; synchronous: 'FULL' | 'NORMAL' }

/**
 * A client for a `file:` URL (as sqliteUrl() makes it), like @libsql/client's createClient but
 * keeping statements. The connection is set up as Payload's adapter would for `wal` and
 * `busyTimeout` (it skips that for a client it is handed): WAL journal, capped at 64 MB.
 */
export function sqliteClient(url: string, { busyTimeoutMs, synchronous }: Settings): Sqlite3Client {
  const path = url.slice('file:'.length)
  const options = {}
  const db = new Database(path, options)
  db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
  if (path !== ':memory:') db.exec('PRAGMA journal_mode = WAL; PRAGMA journal_size_limit = 67108864')
  db.exec(`PRAGMA synchronous = ${synchronous}`)
  return new Sqlite3Client(path, options, withStatementCache(db), 'number')
}
