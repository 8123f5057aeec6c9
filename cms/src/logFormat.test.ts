import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { humanDestination, humanLine, logFormat } from './logFormat.ts'
import { loggerOptions } from './logging.ts'

function terminal() {
  const lines: string[] = []
  const logger = pino(
    loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }),
    humanDestination({ write: (text: string) => void lines.push(...text.trimEnd().split('\n')) }),
  )
  return { logger, lines }
}

describe('the log is JSON for machines and short lines on a terminal', () => {
  it('when stdout is a terminal, then lines are for a person; when it is a file or a pipe, JSON', () => {
    expect(logFormat({ isTTY: true })).toBe('human')
    expect(logFormat({ isTTY: false })).toBe('json')
    expect(logFormat({})).toBe('json')
  })

  it('when a record is written to a terminal, then it is one line: time, level word, message, its fields', () => {
    const time = new Date(2026, 11, 7, 9, 5, 3).getTime()
    expect(humanLine({ level: 30, time, msg: 'Seeded content', pages: 12, pid: 1, hostname: 'h' })).toBe(
      '09:05:03 INFO  Seeded content pages=12',
    )
    expect(
      humanLine({
        level: 30,
        time,
        name: 'access',
        msg: 'request',
        method: 'GET',
        path: '/',
        status: 200,
        durationMs: 4,
      }),
    ).toBe('09:05:03 INFO  GET / 200 4ms')
    expect(humanLine({ level: 40, time, msg: 'Slow', note: 'two words', reqId: 'r1' })).toBe(
      '09:05:03 WARN  Slow note="two words" reqId=r1',
    )
  })

  it('when Payload applies migrations, then they are one line saying how many, before the next record', () => {
    const { logger, lines } = terminal()
    logger.info('Reading migration files from /x')
    for (const name of ['20260101_a', '20260102_b']) {
      logger.info(`Migrating: ${name}`)
      logger.info(`Migrated:  ${name} (3ms)`)
    }
    logger.info('ValueDesk is listening')
    expect(lines.map((line) => line.slice(9))).toEqual([
      'INFO  Database ready: 2 migrations applied',
      'INFO  ValueDesk is listening',
    ])
  })

  it('when an error is logged on a terminal, then its message is on the line and its stack below, secrets still censored', () => {
    const { logger, lines } = terminal()
    logger.error({ err: new Error('SendGrid said no'), input: { password: 'hunter2' } }, 'Sending failed')
    expect(lines[0]).toMatch(/ERROR Sending failed: SendGrid said no$/)
    expect(lines[1]).toMatch(/^ {4}at /)
    expect(lines.join('\n')).not.toContain('hunter2')
  })
})
