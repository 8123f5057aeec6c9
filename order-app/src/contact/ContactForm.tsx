import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useRef, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'

import { ContactEmailForm } from '@valuedesk/domain'

import { apiRequest, ApiError, withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { TextField } from '../ui/TextField.tsx'

type Fields = { FirstName: string; LastName: string; Email: string; Phone: string; BusinessName: string }
const empty: Fields = { FirstName: '', LastName: '', Email: '', Phone: '', BusinessName: '' }

export default function ContactForm({ onSent, onCancel }: { onSent: () => void; onCancel: () => void }) {
  const [failure, setFailure] = useState<string | null>(null)
  const first = useRef<HTMLFormElement>(null)
  const { register, handleSubmit, setError, formState } = useForm({
    defaultValues: empty,
    resolver: zodResolver(ContactEmailForm.omit({ RequestBearerToken: true })),
  })

  useEffect(() => first.current?.querySelector<HTMLInputElement>('input')?.focus(), [])

  const send = handleSubmit(async (fields) => {
    setFailure(null)
    try {
      await apiRequest('/api/contacts/email', {
        method: 'POST',
        json: { ...fields, RequestBearerToken: false },
      })
      onSent()
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.modelState) {
        for (const [field, messages] of Object.entries(error.modelState))
          if (field in empty) setError(field as Path<Fields>, { message: messages[0] })
        setFailure('Please check the highlighted fields.')
      } else {
        setFailure(
          withReference(
            'Your message could not be sent just now. It is still here — please try again in a moment.',
            error,
          ),
        )
      }
    }
  })

  return (
    <form ref={first} onSubmit={send} noValidate>
      {failure && <Alert type="error">{failure}</Alert>}
      <div className="contact-panel__row">
        <TextField
          label="First Name"
          autoComplete="given-name"
          error={formState.errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          error={formState.errors.LastName?.message}
          {...register('LastName')}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={formState.errors.Email?.message}
        {...register('Email')}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={formState.errors.Phone?.message}
        {...register('Phone')}
      />
      <TextField
        label="Message"
        multiline
        required
        error={formState.errors.BusinessName?.message}
        {...register('BusinessName')}
      />
      <div className="contact-panel__actions">
        <Button type="submit" loading={formState.isSubmitting}>
          Send
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
