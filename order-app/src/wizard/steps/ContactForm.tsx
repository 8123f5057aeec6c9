import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { ContactDetails } from '@valuedesk/domain'

import { Button } from '../../ui/Button.tsx'
import { CheckboxField } from '../../ui/CheckboxField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { typedSoFar } from '../draft.ts'
import { useKeptTyping } from '../useKeptTyping.ts'

type Values = ContactDetails
type Props = { initial?: Partial<Values>; onBack: () => void; onDone: (values: Values) => void }

export function ContactForm({ initial, onBack, onDone }: Props) {
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(ContactDetails),
    defaultValues: { BusinessName: '', ...initial, ...typedSoFar<Partial<Values>>('contact') },
  })
  useKeptTyping(watch, 'contact')
  return (
    <form className="wizard__form" onSubmit={handleSubmit(onDone)} noValidate>
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
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Continue to review</Button>
      </div>
    </form>
  )
}
