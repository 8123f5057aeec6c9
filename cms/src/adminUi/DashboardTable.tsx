import type { ReactNode } from 'react'

export const dashboardCell = {
  padding: '8px 12px',
  borderBottom: '1px solid var(--theme-elevation-100)',
  textAlign: 'left' as const,
}

export function DashboardTable({ headings, children }: { headings: string[]; children: ReactNode }) {
  // On a phone the table scrolls sideways inside its panel; the page itself stays the screen's width.
  return (
    <div style={{ overflowX: 'auto', maxWidth: '100%' }}>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th key={index} style={dashboardCell} scope="col">
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}
