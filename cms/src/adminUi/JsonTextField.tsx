'use client'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'
import { useId, useState } from 'react'

/** Stands in for Payload's Monaco editor, which loads from a CDN and stays blank offline. */
export function JsonTextField({ path, field, readOnly }: JSONFieldClientProps) {
  const { value, setValue, showError, errorMessage } = useField<unknown>({ path })
  const [text, setText] = useState(() =>
    value === undefined || value === null ? '' : JSON.stringify(value, null, 2),
  )
  const [problem, setProblem] = useState<string | null>(null)
  const id = useId()
  const label = typeof field.label === 'string' ? field.label : field.name
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  const disabled = readOnly || field.admin?.readOnly

  function change(next: string) {
    setText(next)
    if (!next.trim()) {
      setProblem(null)
      setValue(null)
      return
    }
    try {
      setValue(JSON.parse(next))
      setProblem(null)
    } catch (error) {
      // Kept as typed, not saved: the last valid value stays until the text reads as JSON again.
      setProblem(`Not valid JSON yet: ${(error as Error).message}`)
    }
  }

  return (
    <div className="field-type json-text" style={{ marginBottom: 24 }}>
      <FieldLabel htmlFor={id} label={label} required={field.required} />
      <textarea
        id={id}
        value={text}
        onChange={(event) => change(event.target.value)}
        readOnly={Boolean(disabled)}
        spellCheck={false}
        aria-invalid={Boolean(problem || showError)}
        aria-describedby={problem || showError ? `${id}-problem` : undefined}
        rows={Math.min(24, Math.max(4, text.split('\n').length + 1))}
        style={{
          width: '100%',
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: 13,
          padding: 12,
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 4,
          background: 'var(--theme-input-bg)',
          color: 'var(--theme-text)',
        }}
      />
      {(problem || showError) && (
        <p id={`${id}-problem`} role="alert" style={{ color: 'var(--theme-error-500)', margin: '4px 0 0' }}>
          {problem ?? errorMessage}
        </p>
      )}
      {description && <FieldDescription description={description} path={path} />}
    </div>
  )
}
