import type { CSSProperties } from 'react'

export const panelStyle: CSSProperties = {
  margin: '0 0 16px',
  padding: 12,
  border: '1px solid var(--theme-elevation-150)',
  borderRadius: 4,
}
