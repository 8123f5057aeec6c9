import type { ReactNode } from 'react'

type Props = {
  id: string
  label: ReactNode
  required?: boolean
  hint?: string
  error?: string
  className?: string
  children: ReactNode
}

export function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null
  return (
    <p className="field__error" id={`${id}-error`}>
      {error}
    </p>
  )
}

export function FieldFrame({ id, label, required, hint, error, className, children }: Props) {
  return (
    <div className={['field', className, error && 'field--error'].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} />
    </div>
  )
}
