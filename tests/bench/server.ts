import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { MINUTE_MS } from '@valuedesk/domain'

import { startServerProcess } from '../support/serverProcess.ts'

/** `npm start`'s command: node, its flags, the script. */
const [, ...startCommand] = (
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
    scripts: { start: string }
  }
).scripts.start.split(' ')

/**
 * The built product as `npm start` runs it, on a fresh SQLite database and a free port, logging at its default
 * level to a file (server.log in its data folder), as a service's stdout goes to its journal. What is not built
 * yet is built first, outside the start, so the start-up time is the start's alone.
 */
export async function startBuiltServer(env: Record<string, string> = {}) {
  execFileSync(process.execPath, ['api/src/build.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'inherit',
  })
  const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-bench-'))
  const server = await startServerProcess(
    startCommand.at(-1)!,
    { DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`, ...env },
    {
      readyWithinMs: 10 * MINUTE_MS,
      nodeArgs: startCommand.slice(0, -1),
      logFile: path.join(dataDir, 'server.log'),
    },
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
