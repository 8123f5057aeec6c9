import '../zodInBrowser.ts'

import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { ResetPasswordRequest, ResetPasswordSubmit } from '@valuedesk/domain/api/auth'

import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { useEmailLink } from './useEmailLink.ts'
import { FormText } from './FormText.tsx'

/** `invited`: staff's first password (the invitation's link is a reset link). */
export function ResetPassword({ invited = false }: { invited?: boolean }) {
  const { token, done, failure, send } = useEmailLink()

  const request = useForm({
    resolver: zodResolver(ResetPasswordRequest),
    defaultValues: { Email: '' },
  })
  const submit = useForm({
    resolver: zodResolver(ResetPasswordSubmit.pick({ Password: true })),
    defaultValues: { Password: '' },
  })

  if (done)
    return (
      <Alert type="success">
        {done}
        {invited && (
          <>
            {' '}
            <a href="/admin/login">Sign in to the ValueDesk back office</a>
          </>
        )}
      </Alert>
    )
  return token ? (
    <form
      onSubmit={submit.handleSubmit((values) =>
        send('/api/auth/reset_password/submit', { Token: token, Password: values.Password }, () =>
          invited
            ? 'Your password is set. Sign in with your e-mail address and this password.'
            : 'Your password is changed. You can log in with it now.',
        ),
      )}
      noValidate
      className="narrow-form"
    >
      {failure && <Alert type="error">{failure}</Alert>}
      <FormText
        of={submit}
        name="Password"
        label={`${invited ? 'Your password' : 'New password'} (at least 10 characters)`}
        type="password"
        autoComplete="new-password"
        required
      />
      <Button type="submit" loading={submit.formState.isSubmitting}>
        {invited ? 'Set my password' : 'Set my new password'}
      </Button>
    </form>
  ) : (
    <form
      onSubmit={request.handleSubmit((values) =>
        send(
          '/api/auth/reset_password/request',
          values,
          () => 'If that address has an account, a reset link is on its way. It works for an hour.',
        ),
      )}
      noValidate
      className="narrow-form"
    >
      {failure && <Alert type="error">{failure}</Alert>}
      <FormText of={request} name="Email" label="Email" type="email" autoComplete="email" required />
      <Button type="submit" loading={request.formState.isSubmitting}>
        Send me a reset link
      </Button>
    </form>
  )
}
