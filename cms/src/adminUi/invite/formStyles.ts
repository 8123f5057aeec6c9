import type { CSSProperties } from 'react'

export const inputStyle: CSSProperties = {
  padding: '8px 10px',
  border: '1px solid var(--theme-elevation-250)',
  borderRadius: 4,
  background: 'var(--theme-input-bg, var(--theme-elevation-0))',
  color: 'var(--theme-elevation-1000)',
  font: 'inherit',
  width: '100%',
}

export const labelStyle: CSSProperties = { display: 'flex', flexDirection: 'column', gap: 4, fontWeight: 600 }

export const errorStyle: CSSProperties = {
  color: 'var(--theme-error-600)',
  margin: '2px 0 0',
  fontWeight: 400,
}

export const hintStyle: CSSProperties = { color: 'var(--theme-elevation-600)', margin: 0, fontWeight: 400 }

export const describedBy = (id: string, error: string | undefined) =>
  error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {}
