import { forwardRef, useId, type InputHTMLAttributes } from 'react'

type Props = InputHTMLAttributes<HTMLInputElement & HTMLTextAreaElement> & {
  label: string
  error?: string
  multiline?: boolean
}

export const TextField = forwardRef<HTMLInputElement & HTMLTextAreaElement, Props>(function TextField(
  { label, error, multiline, required, ...input },
  ref,
) {
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    ref,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    ...input,
  }
  return (
    <div className={`field${error ? ' field--error' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input {...shared} />}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  )
})
