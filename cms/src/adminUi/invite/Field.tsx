'use client'
import type { ReactElement } from 'react'
import { cloneElement } from 'react'

import { describedBy, errorStyle, hintStyle, inputStyle, labelStyle } from './formStyles.ts'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string
  children: ReactElement<Record<string, unknown>>
}

export function Field({ id, label, hint, error, children }: Props) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
      <label htmlFor={id} style={labelStyle}>
        {label}
        {hint && <span style={hintStyle}>{hint}</span>}
      </label>
      {cloneElement(children, {
        id,
        style: { ...inputStyle, ...(error ? { borderColor: 'var(--theme-error-500)' } : {}) },
        ...describedBy(id, error),
      })}
      {error && (
        <p id={`${id}-error`} style={errorStyle}>
          {error}
        </p>
      )}
    </div>
  )
}
