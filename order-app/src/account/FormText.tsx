import type { ComponentProps } from 'react'
import type { FieldValues, Path, RegisterOptions, UseFormReturn } from 'react-hook-form'

import { TextField } from '../ui/TextField.tsx'
import { emptyAsUndefined } from './firmApi.ts'

type Fields<T extends FieldValues> = Pick<UseFormReturn<T>, 'register' | 'formState'>

type Props<T extends FieldValues> = Omit<ComponentProps<typeof TextField>, 'name' | 'error'> & {
  of: Fields<T>
  name: Path<T>
  optional?: boolean
  options?: RegisterOptions<T, Path<T>>
}

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
