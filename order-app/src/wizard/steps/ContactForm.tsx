import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { ContactDetails } from '@valuedesk/domain'

import { ApiError, withReference } from '../../api/client.ts'
import { Alert } from '../../ui/Alert.tsx'
import { Button } from '../../ui/Button.tsx'
import { CheckboxField } from '../../ui/CheckboxField.tsx'
import { TextField } from '../../ui/TextField.tsx'

type Values = ContactDetails
type Props = { initial?: Partial<Values>; onBack: () => void; onDone: (values: Values) => Promise<void> }

/** Step 4: who the order is for. Confirming places the order (nothing is charged yet). */
export function ContactForm({ initial, onBack, onDone }: Props) {
  const [failure, setFailure] = useState<string[] | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ContactDetails),
    defaultValues: { BusinessName: '', ...initial },
  })
  const submit = handleSubmit(async (values) => {
    setFailure(null)
    try {
      await onDone(values)
    } catch (error) {
      if (error instanceof ApiError && error.modelState) setFailure(Object.values(error.modelState).flat())
      else
        setFailure([
          withReference(
            'We could not place your order just now. Nothing has been charged and your answers are saved — please try again in a moment.',
            error,
          ),
        ])
    }
  })
  return (
    <form className="wizard__form" onSubmit={submit} noValidate>
      {failure && (
        <Alert type="error">
          <ul>
            {failure.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </Alert>
      )}
      <div className="wizard__fields wizard__fields--grid">
        <TextField
          label="First Name"
          autoComplete="given-name"
          required
          error={errors.FirstName?.message}
          {...register('FirstName')}
        />
        <TextField
          label="Last Name"
          autoComplete="family-name"
          required
          error={errors.LastName?.message}
          {...register('LastName')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          error={errors.Email?.message}
          {...register('Email')}
        />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          required
          error={errors.Phone?.message}
          {...register('Phone')}
        />
        <TextField
          label="Business Name (fund, trust or company; optional)"
          autoComplete="organization"
          error={errors.BusinessName?.message}
          {...register('BusinessName')}
        />
      </div>
      <CheckboxField label="I am over 18" error={errors.Over18?.message} {...register('Over18')} />
      <CheckboxField
        label={
          <>
            I accept the{' '}
            <a href="/terms-and-conditions" target="_blank" rel="noopener">
              terms and conditions<span className="visually-hidden"> (opens in a new window)</span>
            </a>
          </>
        }
        error={errors.AcceptTerms?.message}
        {...register('AcceptTerms')}
      />
      <div className="wizard__actions">
        <Button type="button" variant="secondary" onClick={onBack} disabled={isSubmitting}>
          Back
        </Button>
        <Button type="submit" loading={isSubmitting}>
          Confirm and continue to payment
        </Button>
      </div>
    </form>
  )
}
