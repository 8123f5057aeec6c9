/** npm run migrate:create -- <name>: one migration per SQL dialect, loadable by type stripping. */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { rootDir } from '../env.ts'
import { startThrowawayPostgres } from './throwawayPostgres.ts'

const cmsDir = path.join(rootDir, 'cms')
const migrationsDir = path.join(cmsDir, 'src/migrations')

function createFor(databaseUrl: string, name = process.argv[2] ?? 'change') {
  execFileSync('npx', ['payload', 'migrate:create', name, '--skip-empty'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl, PAYLOAD_CONFIG_PATH: 'src/payload.config.ts' },
  })
}

export function normaliseMigrations(dialectDir: string) {
  for (const file of readdirSync(dialectDir).filter((f) => f.endsWith('.ts'))) {
    const full = path.join(dialectDir, file)
    const source = readFileSync(full, 'utf8')
      .replace(/from '(\.\/[^']+)\.js'/g, "from '$1.ts'")
      .replace(
        /import \{ MigrateUpArgs, MigrateDownArgs, (\w+) \}/,
        'import { type MigrateUpArgs, type MigrateDownArgs, $1 }',
      )
    writeFileSync(full, source)
  }
}

async function main() {
  const scratch = mkdtempSync(path.join(tmpdir(), 'valuedesk-migrate-'))
  try {
    createFor(`file:${path.join(scratch, 'scratch.db')}`)
    const postgres = await startThrowawayPostgres()
    try {
      createFor(postgres.url())
    } finally {
      await postgres.stop()
    }
    for (const dialect of ['sqlite', 'postgres']) normaliseMigrations(path.join(migrationsDir, dialect))
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
}

if (import.meta.main) await main()
