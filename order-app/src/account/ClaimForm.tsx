import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ClaimRequest } from '@valuedesk/domain/api/account'

import { apiRequest, failureText } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { TextField } from '../ui/TextField.tsx'

/** The answer is the same whether or not the order and address match. */
export function ClaimForm() {
  const [sent, setSent] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(ClaimRequest),
    defaultValues: {
      Reference:
        typeof location === 'undefined' ? '' : (new URLSearchParams(location.search).get('reference') ?? ''),
      Email: '',
    },
  })

  const claim = form.handleSubmit(async (values) => {
    setFailure(null)
    setSent(null)
    try {
      await apiRequest('/api/users/me/claims', { method: 'POST', json: values, token: sessionToken() })
      setSent(values.Email)
      form.reset({ Reference: '', Email: '' })
    } catch (error) {
      setFailure(failureText(error, 'That did not go through just now; please try again in a moment.'))
    }
  })

  return (
    <form onSubmit={claim} noValidate className="narrow-form">
      <p className="field__hint">
        Ordered before without an account? Enter the order’s reference (like VD-000123, in its e-mails) and
        the e-mail address it was ordered with. We e-mail that address a link that adds the order here.
      </p>
      {sent && (
        <Alert type="success">
          If that order was placed with {sent}, a link is on its way there. Open it while signed in here; it
          works once, for an hour.
        </Alert>
      )}
      {failure && <Alert type="error">{failure}</Alert>}
      <TextField
        label="Order reference"
        autoComplete="off"
        required
        error={form.formState.errors.Reference?.message}
        {...form.register('Reference')}
      />
      <TextField
        label="E-mail address it was ordered with"
        type="email"
        autoComplete="email"
        required
        error={form.formState.errors.Email?.message}
        {...form.register('Email')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Send me the link
      </Button>
    </form>
  )
}
