import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { BusinessRequest } from '@valuedesk/domain/api/businesses'

import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { asMember, showRefusal, type Firm } from './firmApi.ts'
import { FirmContactFields, FormText } from './FormText.tsx'

const FirmRequest = BusinessRequest.pick({
  Name: true,
  TradingName: true,
  ABN: true,
  Email: true,
  Phone: true,
})

export function RegisterFirm({ onRegistered }: { onRegistered: (firm: Firm) => void }) {
  const [failure, setFailure] = useState<string | null>(null)
  const form = useForm({ resolver: zodResolver(FirmRequest) })
  const submit = form.handleSubmit(async (values) => {
    setFailure(null)
    try {
      onRegistered((await asMember<Firm>('/api/businesses', { method: 'POST', json: values }))!)
    } catch (error) {
      setFailure(showRefusal(form, error, 'We could not register your firm just now. Please try again.'))
    }
  })
  return (
    <section className="firm__panel" aria-labelledby="register-firm">
      <h2 id="register-firm">Register your firm</h2>
      <p>
        Order for the firm, and your colleagues see its orders, reports and invoices. Invoices name the firm
        and its ABN.
      </p>
      <form onSubmit={submit} noValidate className="narrow-form">
        {failure && <Alert type="error">{failure}</Alert>}
        <FormText of={form} name="Name" label="Legal name" required autoComplete="organization" />
        <FormText of={form} name="TradingName" optional label="Trading name" />
        <FormText of={form} name="ABN" label="ABN" required inputMode="numeric" />
        <FirmContactFields of={form} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Register the firm
        </Button>
      </form>
    </section>
  )
}
