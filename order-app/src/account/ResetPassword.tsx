import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm } from 'react-hook-form'

import { ResetPasswordRequest, ResetPasswordSubmit } from '@valuedesk/domain/api/auth'

import { apiRequest, failureText } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { TextField } from '../ui/TextField.tsx'

/** Ask for a reset link, or — arriving from the e-mail with its token — choose the new password. */
export function ResetPassword() {
  const [token, setToken] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  useEffect(() => setToken(new URLSearchParams(location.search).get('token')), [])

  const request = useForm({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { Email: '' },
  })
  const submit = useForm({
    resolver: zodResolver(ResetPasswordSubmit.pick({ Password: true })),
    defaultValues: { Password: '' },
  })

  const send = (path: string, json: unknown, success: string) =>
    apiRequest(path, { method: 'POST', json }).then(
      () => setDone(success),
      (error) => setFailure(failureText(error, 'That did not work just now; please try again in a moment.')),
    )

  if (done) return <Alert type="success">{done}</Alert>
  return token ? (
    <form
      onSubmit={submit.handleSubmit((values) =>
        send(
          '/api/auth/reset_password/submit',
          { Token: token, Password: values.Password },
          'Your password is changed. You can log in with it now.',
        ),
      )}
      noValidate
      className="narrow-form"
    >
      {failure && <Alert type="error">{failure}</Alert>}
      <TextField
        label="New password (at least 10 characters)"
        type="password"
        autoComplete="new-password"
        required
        error={submit.formState.errors.Password?.message}
        {...submit.register('Password')}
      />
      <Button type="submit" loading={submit.formState.isSubmitting}>
        Set my new password
      </Button>
    </form>
  ) : (
    <form
      onSubmit={request.handleSubmit((values) =>
        send(
          '/api/auth/reset_password/request',
          values,
          'If that address has an account, a reset link is on its way. It works for an hour.',
        ),
      )}
      noValidate
      className="narrow-form"
    >
      {failure && <Alert type="error">{failure}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        error={request.formState.errors.Email?.message}
        {...request.register('Email')}
      />
      <Button type="submit" loading={request.formState.isSubmitting}>
        Send me a reset link
      </Button>
    </form>
  )
}
