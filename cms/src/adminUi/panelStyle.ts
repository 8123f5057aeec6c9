import type { CSSProperties } from 'react'

/** A boxed panel inside a report block (the CSV import, the adjusted evidence): one look for both. */
export const panelStyle: CSSProperties = {
  margin: '0 0 16px',
  padding: 12,
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
}
