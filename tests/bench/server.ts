import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startServerProcess } from '../support/serverProcess.ts'

/** `npm start`'s command: node, its flags, the script. */
const [, ...startCommand] = (JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start.split(' ')

/** The built product as `npm start` runs it (building first if needed), on a fresh SQLite database and a free port. */
export async function startBuiltServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-bench-'))
  const server = await startServerProcess(
    startCommand.at(-1)!,
    { DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`, LOG_LEVEL: 'warn', ...env },
    { readyWithinMs: 10 * 60_000, nodeArgs: startCommand.slice(0, -1) },
  )
  return {
    ...server,
    /** Its DATA_DIR: files under media/ in it are served as static files at /media/. */
    dataDir,
    stop: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
