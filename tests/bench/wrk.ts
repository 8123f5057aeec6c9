/**
 * wrk (Debian's package) as the load generator: one thread, a fixed number of connections, a fixed time.
 * It runs in a process of its own and costs little CPU per request, so the server, not the client, is measured.
 */
import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

export type WrkOptions = {
  connections?: number
  seconds?: number
  method?: 'GET' | 'POST'
  headers?: Record<string, string>
  body?: string
}

export type WrkResult = { rps: number; p50: number; p99: number; errors: number }

/** Fails at once, naming the packages, when a tool the bench compares against is missing. */
export function requireTools(tools: readonly string[]) {
  const missing = tools.filter((tool) => {
    try {
      execFileSync('sh', ['-c', `command -v ${tool} || test -x /usr/sbin/${tool}`], { stdio: 'ignore' })
      return false
    } catch {
      return true
    }
  })
  if (missing.length)
    throw new Error(
      `The bench needs ${missing.join(' and ')}: apt-get install -y ${missing.map((t) => (t === 'nginx' ? 'nginx-light' : t)).join(' ')}`,
    )
}

/** "1.23ms", "512.00us", "1.02s" → milliseconds. */
export function millis(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim())
  if (!m) throw new Error(`not a wrk duration: ${text}`)
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm']
  return Number(m[1]) * scale
}

/** The figures of wrk --latency's report. */
export function parseWrk(report: string): WrkResult {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report)?.[1]
  const at = (q: string) => new RegExp(`^\\s+${q}%\\s+(\\S+)`, 'm').exec(report)?.[1]
  const p50 = at('50')
  const p99 = at('99')
  if (!rps || !p50 || !p99) throw new Error(`wrk's report could not be read:\n${report}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(report)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report)
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const round = (ms: number) => Math.round(ms * 100) / 100
  return { rps: Number(rps), p50: round(millis(p50)), p99: round(millis(p99)), errors: non2xx + socketErrors }
}

/** Loads `url` with wrk for `seconds` and returns requests per second, p50 and p99 in ms, and errors. */
export async function wrk(url: string, options: WrkOptions = {}): Promise<WrkResult> {
  const { connections = 50, seconds = 8, method = 'GET', headers = {}, body } = options
  const dir = mkdtempSync(path.join(tmpdir(), 'valuedesk-wrk-'))
  try {
    const script = path.join(dir, 'request.lua')
    writeFileSync(
      script,
      [
        `wrk.method = ${JSON.stringify(method)}`,
        ...Object.entries(headers).map(
          ([name, value]) => `wrk.headers[${JSON.stringify(name)}] = ${JSON.stringify(value)}`,
        ),
        ...(body === undefined ? [] : [`wrk.body = ${JSON.stringify(body)}`]),
      ].join('\n'),
    )
    const { stdout } = await promisify(execFile)('wrk', [
      '-t1',
      `-c${connections}`,
      `-d${seconds}s`,
      '--latency',
      '--timeout',
      '10s',
      '-s',
      script,
      url,
    ])
    return parseWrk(stdout)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
