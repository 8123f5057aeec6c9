'use client'

/** A problem as GET /api/reports/{id} lists it: the whole line names the block, the field and what to do. */
export type ReportProblem = { Text: string }

/**
 * What keeps the report from being sent, beside "Complete and send": a count that opens the list, so the
 * valuer fixes it before completing rather than after a refusal.
 */
export function ReportProblems({ problems }: { problems: ReportProblem[] }) {
  if (!problems.length) return null
  return (
    <details style={{ position: 'relative' }}>
      <summary style={{ cursor: 'pointer', color: 'var(--theme-error-500)', whiteSpace: 'nowrap' }}>
        Not ready to send: {problems.length} to fix
      </summary>
      <ul
        style={{
          position: 'absolute',
          right: 0,
          zIndex: 10,
          width: 'min(560px, 90vw)',
          maxHeight: '60vh',
          overflowY: 'auto',
          margin: '8px 0 0',
          padding: '12px 16px 12px 32px',
          background: 'var(--theme-elevation-0)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          boxShadow: '0 4px 16px rgba(0, 0, 0, 0.15)',
        }}
      >
        {problems.map((problem) => (
          <li key={problem.Text} style={{ marginBottom: 6 }}>
            {problem.Text}
          </li>
        ))}
      </ul>
    </details>
  )
}
