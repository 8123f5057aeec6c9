import '../zodInBrowser.ts'
import './account.css'

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { RegisterRequest } from '@valuedesk/domain/api/auth'

import { apiRequest, failureText } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { FormText } from './FormText.tsx'

export function CreateAccount() {
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({
    resolver: zodResolver(RegisterRequest),
    defaultValues: { FirstName: '', LastName: '', Email: '', Password: '' },
  })

  const register = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      await apiRequest('/api/users/register', { method: 'POST', json: values })
      setDone(true)
    } catch (error) {
      setFailure(
        failureText(error, 'We could not create your account just now; please try again in a moment.'),
      )
    }
  })

  if (done)
    return (
      <Alert type="success">
        Check your e-mail: follow the link we sent to open your account, then <a href="/sign-in">sign in</a>.
      </Alert>
    )
  return (
    <form onSubmit={register} noValidate className="narrow-form">
      {failure && <Alert type="error">{failure}</Alert>}
      <FormText of={form} name="FirstName" label="First name" autoComplete="given-name" required />
      <FormText of={form} name="LastName" label="Last name" autoComplete="family-name" required />
      <FormText of={form} name="Email" label="Email" type="email" autoComplete="email" required />
      <FormText
        of={form}
        name="Password"
        label="Password (at least 10 characters)"
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Create my account
      </Button>
      <p className="account-links">
        <a href="/sign-in">I have an account: sign in</a>
      </p>
    </form>
  )
}
