import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startServerProcess } from '../support/serverProcess.ts'

/** The built product as `npm start` runs it (building first if needed), on a fresh SQLite database and a free port. */
export async function startBuiltServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-bench-'))
  const server = await startServerProcess(
    'api/src/start.ts',
    { DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`, LOG_LEVEL: 'warn', ...env },
    { readyWithinMs: 10 * 60_000 },
  )
  return {
    ...server,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
