import type { ComponentProps } from 'react'
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form'

import { TextField } from '../ui/TextField.tsx'
import { emptyAsUndefined } from './firmApi.ts'

/** What a field needs of its form (whatever the form's values become when sent). */
type Fields<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>

type Props<T extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'name' | 'error'> & {
  of: Fields<T>
  name: Path<T>
  /** An optional field: left empty, it is not sent. */
  optional?: boolean
  options?: RegisterOptions<T, Path<T>>
}

/** A text field of a react-hook-form form, with the field's error (the browser's check or the API's) under it. */
export function FormText<T extends FieldValues>({ of: form, name, optional, options, ...input }: Props<T>) {
  const message = form.formState.errors[name]?.message
  return (
    <TextField
      {...input}
      error={typeof message === 'string' ? message : undefined}
      {...form.register(name, optional ? { ...emptyAsUndefined, ...options } : options)}
    />
  )
}

/** How a firm is reached: its e-mail (invoices and reminders go there) and phone. */
export function FirmContactFields<T extends FieldValues>({ of }: { of: Fields<T> }) {
  return (
    <>
      <FormText
        of={of}
        name={'Email' as Path<T>}
        optional
        label="Firm’s e-mail (for invoices and reminders)"
        type="email"
        autoComplete="email"
      />
      <FormText of={of} name={'Phone' as Path<T>} optional label="Phone" type="tel" autoComplete="tel" />
    </>
  )
}
