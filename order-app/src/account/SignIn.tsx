import '../zodInBrowser.ts'
import './account.css'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { LoginRequest, type LoginResponse } from '@valuedesk/domain/api/auth'

import { ApiError, apiRequest, failureText } from '../api/client.ts'
import { storeSessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { isStaff, safeNext } from './accountApi.ts'
import { FormText } from './FormText.tsx'

export function SignIn() {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(LoginRequest), defaultValues: { Email: '', Password: '' } })

  const signIn = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      const session = await apiRequest<LoginResponse>('/api/auth/login', { method: 'POST', json: values })
      storeSessionToken(session!.Token)
      location.assign(
        isStaff(session!.User) ? '/admin' : safeNext(new URLSearchParams(location.search).get('next')),
      )
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 401
          ? 'That e-mail address and password do not match an account (or the address is not confirmed yet: follow the link we e-mailed).'
          : failureText(error, 'We could not sign you in just now; please try again in a moment.'),
      )
    }
  })

  return (
    <form onSubmit={signIn} noValidate className="narrow-form">
      {failure && <Alert type="error">{failure}</Alert>}
      <FormText of={form} name="Email" label="Email" type="email" autoComplete="email" required />
      <FormText
        of={form}
        name="Password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Sign in
      </Button>
      <p className="account-links">
        <a href="/reset-password">Forgot your password?</a>
        <a href="/create-account">Create an account</a>
      </p>
    </form>
  )
}
