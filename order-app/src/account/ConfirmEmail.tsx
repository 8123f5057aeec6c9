import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { ConfirmEmailRequest } from '@valuedesk/domain/api/auth'

import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { useEmailLink } from './useEmailLink.ts'
import { FormText } from './FormText.tsx'

export function ConfirmEmail() {
  const { token, done, failure, send } = useEmailLink()

  const form = useForm({
    resolver: zodResolver(ConfirmEmailRequest.pick({ Password: true })),
    defaultValues: { Password: '' },
  })

  const confirm = (Password: string) =>
    send<{ Email: string }>(
      '/api/users/confirm_email',
      { Token: token, Password },
      (confirmed) => `${confirmed?.Email ?? 'Your address'} is confirmed. You can log in with it now.`,
    )

  if (done)
    return (
      <Alert type="success">
        {done} <a href="/sign-in">Sign in</a>
      </Alert>
    )
  if (!token) return <Alert type="error">Open this page from the link in the e-mail we sent you.</Alert>
  return (
    <form
      onSubmit={form.handleSubmit((values) => confirm(values.Password))}
      noValidate
      className="narrow-form"
    >
      {failure && <Alert type="error">{failure}</Alert>}
      <FormText
        of={form}
        name="Password"
        label="Your ValueDesk password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Button type="submit" loading={form.formState.isSubmitting}>
        Confirm my e-mail address
      </Button>
    </form>
  )
}
