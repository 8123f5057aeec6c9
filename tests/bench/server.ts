import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { freePort } from '../../cms/src/dev/throwawayPostgres.ts'

const root = path.resolve(import.meta.dirname, '../..')

/** The built product as `npm start` runs it, on a fresh SQLite database and a free port. */
export async function startBuiltServer() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'valuedesk-bench-'))
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, ['api/src/start.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), SERVER_URL: url, DATA_DIR: dataDir, DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`, LOG_LEVEL: 'warn' },
  })
  for (let attempt = 0; ; attempt++) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up')
    if (attempt > 1200) throw new Error('the server did not start within 10 minutes')
    const ready = await fetch(`${url}/api/telemetry/ping`).then((r) => r.ok, () => false)
    if (ready) break
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    url,
    startSeconds: (performance.now() - started) / 1000,
    pid: child.pid!,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
