import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'

import { databaseAdapter, dialectOf, type Dialect } from './database.ts'
import { migrationsFor } from './migrations.ts'

const migrationFiles = (dialect: Dialect) =>
  readdirSync(path.join(import.meta.dirname, 'migrations', dialect))
    .filter((name) => /^\d{8}_\d{6}_\w+\.ts$/.test(name))
    .map((name) => name.replace(/\.ts$/, ''))

describe('the database of DATABASE_URL', () => {
  it('when it is a mongodb:// URL, then Payload gets the mongoose adapter with our migrations, building indexes before it serves', async () => {
    expect(dialectOf('mongodb+srv://cluster0.example.net/valuedesk')).toBe('mongodb')
    const adapterObj = await databaseAdapter('mongodb://127.0.0.1:27017/valuedesk?replicaSet=rs0')
    expect(adapterObj.name).toBe('mongoose')
    expect(adapterObj.defaultIDType).toBe('text')
    // Made without connecting: there is no MongoDB server here.
    const adapter = adapterObj.init({ payload: {} as Payload }) as ReturnType<typeof adapterObj.init> & {
      url: string
      ensureIndexes: boolean
    }
    expect(adapter).toMatchObject({
      url: 'mongodb://127.0.0.1:27017/valuedesk?replicaSet=rs0',
      ensureIndexes: true,
      migrationDir: path.join(import.meta.dirname, 'migrations/mongodb'),
    })
  })

  it.each(['sqlite', 'postgres', 'mongodb'] as const)(
    'when the database is %s, then the migrations started with are every migration file of that dialect, in order',
    async (dialect) => {
      const migrations = await migrationsFor(dialect)
      expect(migrations.map((migration) => migration.name)).toEqual(migrationFiles(dialect).sort())
      for (const migration of migrations)
        expect([typeof migration.up, typeof migration.down]).toEqual(['function', 'function'])
    },
    60_000,
  ) // the SQL adapters and their migrations take a while to load
})
