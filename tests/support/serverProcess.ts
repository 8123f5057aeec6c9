import { spawn } from 'node:child_process'
import { closeSync, openSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'

import { freePort } from '../../cms/src/dev/throwawayPostgres.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * A server in a process of its own (a script of the repository, run by this Node), on a free port
 * of 127.0.0.1, ready when /api/telemetry/ping answers. What it writes is kept (its stdout line by
 * line: the product's log). It can be stopped, or killed outright.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string | undefined> = {},
  options: {
    port?: number
    readyWithinMs?: number
    nodeArgs?: string[]
    /** A file its stdout goes to, as a service's log does, instead of being kept line by line here. */
    logFile?: string
  } = {},
) {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const started = performance.now()
  const logFd = options.logFile === undefined ? undefined : openSync(options.logFile, 'a')
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), script], {
    cwd: root,
    stdio: ['ignore', logFd ?? 'pipe', 'pipe'],
    env: { ...process.env, PORT: String(port), SERVER_URL: url, ...env },
  })
  const lines: string[] = []
  let stderr = ''
  if (logFd !== undefined) closeSync(logFd)
  else createInterface({ input: child.stdout! }).on('line', (line) => void lines.push(line))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk))
  // 'close': the process ended and everything it wrote has been read.
  const exited = new Promise<void>((resolve) => child.once('close', () => resolve()))
  const deadline = Date.now() + (options.readyWithinMs ?? 120_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${script} exited during start-up:\n${stderr}`)
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`${script} did not answer within ${options.readyWithinMs ?? 120_000} ms`)
    }
    if (
      await fetch(`${url}/api/telemetry/ping`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    port,
    pid: child.pid!,
    startSeconds: (performance.now() - started) / 1000,
    /** Its stdout so far, line by line. */
    lines,
    stderr: () => stderr,
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
