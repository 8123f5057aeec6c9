import { forwardRef, useId, type InputHTMLAttributes } from 'react'

import { FieldFrame } from './FieldFrame.tsx'

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
    <FieldFrame id={id} label={label} required={required} error={error}>
      {multiline ? <textarea rows={5} {...shared} /> : <input {...shared} />}
    </FieldFrame>
  )
})
