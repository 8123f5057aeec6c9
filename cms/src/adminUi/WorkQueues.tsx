import type { Payload, TypedUser } from 'payload'
import type { CSSProperties } from 'react'

import { formatDueTime } from '@valuedesk/domain'

import { checkRole } from '../access/roles.ts'
import { workQueueCounts } from './workQueueCounts.ts'

type Props = { payload: Payload; user?: TypedUser | null }

type Tile = { key: string; label: string; hint: string; count: number; href: string; loud: boolean }

const grid: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
  gap: 12,
  margin: 0,
  padding: 0,
  listStyle: 'none',
}

function QueueTile({ tile, alarm }: { tile: Tile; alarm: boolean }) {
  const empty = tile.count === 0
  // A tally of work done (delivered) reads as good news; work waiting in plain text; overdue or failed in red.
  const accent = alarm
    ? 'var(--theme-error-500)'
    : tile.loud
      ? 'var(--theme-text)'
      : 'var(--theme-success-500)'
  return (
    <li>
      <a
        href={tile.href}
        data-queue={tile.key}
        aria-label={`${tile.label}: ${tile.count}`}
        style={{
          display: 'block',
          height: '100%',
          padding: '12px 14px',
          borderRadius: 6,
          textDecoration: 'none',
          color: 'inherit',
          border: `1px ${empty ? 'dashed var(--theme-elevation-150)' : `solid ${alarm ? accent : 'var(--theme-elevation-250)'}`}`,
          background: empty ? 'transparent' : alarm ? 'var(--theme-error-50)' : 'var(--theme-elevation-50)',
        }}
      >
        <span
          style={{
            display: 'block',
            fontSize: empty ? 28 : 40,
            lineHeight: '44px',
            fontWeight: empty ? 400 : 700,
            color: empty ? 'var(--theme-elevation-400)' : accent,
          }}
        >
          {tile.count}
        </span>
        <span
          style={{
            display: 'block',
            fontWeight: 600,
            fontSize: 15,
            color: empty ? 'var(--theme-elevation-500)' : undefined,
          }}
        >
          {tile.label}
        </span>
        <span style={{ display: 'block', fontSize: 12, color: 'var(--theme-elevation-500)' }}>
          {tile.hint}
        </span>
      </a>
    </li>
  )
}

const alarming = new Set(['overdue', 'failedEmails', 'failedJobs'])

export async function WorkQueues({ payload, user }: Props) {
  if (!user || !checkRole(['admin', 'valuer'], user)) return null
  const now = new Date()
  const { queues, failed } = await workQueueCounts(payload, user, now)
  const tiles: Tile[] = queues.map(({ key, label, hint, count, href, needsAttention }) => ({
    key,
    label,
    hint,
    count,
    href,
    loud: needsAttention,
  }))
  if (failed)
    tiles.push(
      {
        key: 'failedEmails',
        label: 'Failed e-mails',
        hint: 'not delivered: send again',
        count: failed.emails,
        href: '#failed-emails',
        loud: true,
      },
      {
        key: 'failedJobs',
        label: 'Failed jobs',
        hint: 'reminders, links: run again',
        count: failed.jobs,
        href: '#failed-jobs',
        loud: true,
      },
    )
  return (
    <section style={{ marginBottom: 32 }} aria-labelledby="work-queues">
      <h2 id="work-queues" style={{ marginBottom: 4 }}>
        Work queues
      </h2>
      <p style={{ margin: '0 0 12px', color: 'var(--theme-elevation-600)' }}>
        {checkRole(['admin'], user) ? 'The practice’s work' : 'Your practice’s work'} as of{' '}
        {formatDueTime(now)} (Brisbane time). Open a queue to see its valuations.
      </p>
      <ul style={grid}>
        {tiles.map((tile) => (
          <QueueTile key={tile.key} tile={tile} alarm={tile.count > 0 && alarming.has(tile.key)} />
        ))}
      </ul>
    </section>
  )
}
