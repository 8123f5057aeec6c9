export type DetailRow = { label: string; value: string; href?: string }

export function DetailsList({ rows, after }: { rows: DetailRow[]; after?: boolean }) {
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(9rem, max-content) 1fr',
        gap: '6px 16px',
        margin: after ? '0 0 12px' : 0,
      }}
    >
      {rows.map((row) => (
        <div key={row.label} style={{ display: 'contents' }}>
          <dt style={{ color: 'var(--theme-elevation-600)' }}>{row.label}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-line' }}>
            {row.href ? <a href={row.href}>{row.value}</a> : row.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}
