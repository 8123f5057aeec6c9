import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { ConfirmEmailRequest } from '@valuedesk/domain/api/auth'

import { apiRequest, failureText } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { TextField } from '../ui/TextField.tsx'

/** Arriving from the e-mail with its token: the account's password confirms the address (a sign-up's, or a new one). */
export function ConfirmEmail() {
  const [token, setToken] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), [])

  const form = useForm({
    resolver: zodResolver(ConfirmEmailRequest.pick({ Password: true })),
    defaultValues: { Password: '' },
  })

  const confirm = (Password: string) =>
    apiRequest<{ Email: string }>('/api/users/confirm_email', {
      method: 'POST',
      json: { Token: token, Password },
    }).then(
      (confirmed) =>
        setDone(`${confirmed?.Email ?? 'Your address'} is confirmed. You can log in with it now.`),
      (error) => setFailure(failureText(error, 'That did not work just now; please try again in a moment.')),
    )

  if (done) return <Alert type="success">{done}</Alert>
  if (!token) return <Alert type="error">Open this page from the link in the e-mail we sent you.</Alert>
  return (
    <form
      onSubmit={form.handleSubmit((values) => confirm(values.Password))}
      noValidate
      className="narrow-form"
    >
      {failure && <Alert type="error">{failure}</Alert>}
      <TextField
        label="Your ValueDesk password"
        type="password"
        autoComplete="current-password"
        required
        error={form.formState.errors.Password?.message}
        {...form.register('Password')}
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Confirm my e-mail address
      </Button>
    </form>
  )
}
