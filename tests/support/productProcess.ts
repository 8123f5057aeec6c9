import { spawn } from 'node:child_process'
import { once } from 'node:events'
import path from 'node:path'
import { createInterface } from 'node:readline'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Starts tests/support/productServer.ts in a child process with these variables on top of this
 * process's own, and waits until it listens. `lines` is everything it wrote to stdout, line by line.
 */
export async function startProductProcess(variables: Record<string, string>) {
  const child = spawn(process.execPath, ['tests/support/productServer.ts'], { cwd: root, env: { ...process.env, ...variables }, stdio: ['ignore', 'pipe', 'pipe'] })
  const lines: string[] = []
  let stderr = ''
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => void (stderr += chunk))
  const exited = once(child, 'close') // after its stdout is read to the end
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line)
      if (line.includes('"test server listening"')) resolve(JSON.parse(line).url)
    })
    void exited.then(([code]) => reject(new Error(`The product process exited (${code}) before listening:\n${stderr}`)))
  })
  return {
    url,
    lines,
    stderr: () => stderr,
    /** Stops it (SIGTERM: the server closes and Payload disconnects) and waits for the exit. */
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

export type ProductProcess = Awaited<ReturnType<typeof startProductProcess>>
