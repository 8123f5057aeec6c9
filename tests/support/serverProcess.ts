import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { freePort } from '../../cms/src/dev/throwawayPostgres.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A server in a process of its own (a script of the repository, run by this Node), on a free port
 * of 127.0.0.1, ready when /api/telemetry/ping answers. It can be stopped, or killed outright.
 */
export async function startServerProcess(script: string, env: Record<string, string | undefined> = {}, options: { port?: number; readyWithinMs?: number } = {}) {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const child: ChildProcess = spawn(process.execPath, [script], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), SERVER_URL: url, ...env },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${script} exited during start-up`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${script} did not answer within ${options.readyWithinMs ?? 120_000} ms`)
    }
    if (await fetch(`${url}/api/telemetry/ping`).then((r) => r.ok, () => false)) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    port,
    pid: child.pid!,
    startSeconds: (performance.now() - started) / 1000,
    /** A clean stop (SIGTERM), waiting for the process to end. */
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
    /** The process dies at once, mid-request: no handler finishes, nothing is flushed. */
    kill: async () => {
      child.kill('SIGKILL')
      await exited
    },
  }
}

export type ServerProcess = Awaited<ReturnType<typeof startServerProcess>>
