/** Only in a terminal; anywhere else the log stays pino's JSON lines. */
import type { DestinationStream } from 'pino'

export type LogFormat = 'json' | 'human'

export const logFormat = (stdout: { isTTY?: boolean }): LogFormat => (stdout.isTTY ? 'human' : 'json')

type LogRecord = Record<string, unknown> & { level?: number; time?: number; msg?: unknown; name?: unknown }

const levels: Record<number, [word: string, color: number]> = {
  10: ['TRACE', 90],
  20: ['DEBUG', 90],
  30: ['INFO ', 32],
  40: ['WARN ', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 35],
}

const unshown = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'name', 'v', 'err', 'reqId'])
const maxFields = 4

const scalar = (value: unknown) =>
  typeof value === 'string'
    ? /^[^\s"=]+$/.test(value)
      ? value
      : JSON.stringify(value)
    : JSON.stringify(value)

const clock = (time: number) => new Date(time).toTimeString().slice(0, 8)

export function humanLine(record: LogRecord, { color = false } = {}): string {
  const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text)
  const [word, code] = levels[record.level ?? 30] ?? ['LOG  ', 0]
  const parts = [paint(90, clock(record.time ?? Date.now())), paint(code, word)]
  if (record.name === 'access') {
    // method path status duration: what a request log line is read for.
    const { method, path, status, durationMs, userId } = record
    parts.push(`${String(method)} ${String(path)} ${String(status ?? '-')} ${String(durationMs)}ms`)
    if (userId !== undefined) parts.push(paint(90, `user=${scalar(userId)}`))
    if (record.msg !== 'request') parts.push(String(record.msg))
    return parts.join(' ')
  }
  if (record.msg !== undefined) parts.push(String(record.msg))
  const fields = Object.entries(record).filter(
    ([key, value]) =>
      !unshown.has(key) && value !== undefined && (typeof value !== 'object' || value === null),
  )
  if (fields.length > 0)
    parts.push(
      paint(
        90,
        fields
          .slice(0, maxFields)
          .map(([key, value]) => `${key}=${scalar(value)}`)
          .join(' '),
      ),
    )
  if ((record.level ?? 30) >= 40 && typeof record.reqId === 'string')
    parts.push(paint(90, `reqId=${record.reqId}`))
  const err = record.err as { message?: string; stack?: string } | undefined
  let line = parts.join(' ')
  if (err && typeof err === 'object') {
    if (err.message && !String(record.msg ?? '').includes(err.message)) line += `: ${err.message}`
    if (err.stack && (record.level ?? 30) >= 50)
      line += `\n${err.stack
        .split('\n')
        .slice(1)
        .map((frame) => `    ${frame.trim()}`)
        .join('\n')}`
  }
  return line
}

/** Payload's lines for each migration it runs; summed up as one line, `Database ready: N migrations applied`. */
const migrationLine = /^(Migrating: |Migrated: |Reading migration files)/

export function humanDestination(
  out: { write: (text: string) => unknown },
  { color = false } = {},
): DestinationStream {
  let migrated = 0
  let migrationTime: number | undefined
  return {
    write(chunk: string) {
      for (const text of chunk.split('\n')) {
        if (!text) continue
        let record: LogRecord
        try {
          record = JSON.parse(text) as LogRecord
        } catch {
          out.write(`${text}\n`)
          continue
        }
        const msg = String(record.msg ?? '')
        if (migrationLine.test(msg)) {
          if (msg.startsWith('Migrated: ')) migrated += 1
          migrationTime ??= record.time
          continue
        }
        if (migrationTime !== undefined) {
          const summary = `Database ready: ${migrated} migration${migrated === 1 ? '' : 's'} applied`
          out.write(`${humanLine({ level: 30, time: record.time, msg: summary }, { color })}\n`)
          migrated = 0
          migrationTime = undefined
        }
        out.write(`${humanLine(record, { color })}\n`)
      }
    },
  }
}
