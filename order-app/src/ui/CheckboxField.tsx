import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react'

import { FieldError } from './FieldFrame.tsx'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: ReactNode; error?: string }

export const CheckboxField = forwardRef<HTMLInputElement, Props>(function CheckboxField(
  { label, error, ...input },
  ref,
) {
  const id = useId()
  return (
    <div className={`field field--checkbox${error ? ' field--error' : ''}`}>
      <input
        type="checkbox"
        id={id}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={id} error={error} />
    </div>
  )
})
