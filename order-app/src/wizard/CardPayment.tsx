import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { useEffect, useRef, useState } from 'react'

import { formatAud } from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import type { InvoiceToPay } from './draft.ts'

type Intent = { ClientSecret: string; PublishableKey: string; AmountCents: number }

export function CardPayment({
  order,
  returnUrl,
}: {
  order: Pick<InvoiceToPay, 'invoiceId'>
  returnUrl: string
}) {
  const mount = useRef<HTMLDivElement>(null)
  const [stripe, setStripe] = useState<{
    stripe: Stripe
    elements: StripeElements
    amountCents: number
  } | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [paying, setPaying] = useState(false)

  useEffect(() => {
    let cancelled = false
    ;(async () => {
      try {
        const intent = await apiRequest<Intent>(
          `/api/payments/stripe/invoices/${order.invoiceId}/payment_intent`,
          { method: 'POST', token: sessionToken() },
        )
        const { loadStripe } = await import('@stripe/stripe-js')
        const client = await loadStripe(intent!.PublishableKey)
        if (!client || cancelled) return
        const elements = client.elements({
          clientSecret: intent!.ClientSecret,
          // Stripe's frame cannot read our stylesheet: it is given the site's brand colour, read from it.
          appearance: { theme: 'stripe', variables: { colorPrimary: brandColour() } },
        })
        elements.create('payment').mount(mount.current!)
        setStripe({ stripe: client, elements, amountCents: intent!.AmountCents })
      } catch {
        if (!cancelled)
          setFailure(
            'Card payment is not available just now. You can pay by bank transfer instead — your invoice has the details.',
          )
      }
    })()
    return () => {
      cancelled = true
    }
  }, [order.invoiceId])

  async function pay() {
    if (!stripe) return
    setPaying(true)
    setFailure(null)
    const { error } = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      confirmParams: { return_url: returnUrl },
    })
    // Only reached when the payment could not go ahead; success leaves for the return URL.
    setFailure(
      error?.message ?? 'The payment did not go through. Please check the card details and try again.',
    )
    setPaying(false)
  }

  return (
    <div className="card-payment">
      {failure && <Alert type="error">{failure}</Alert>}
      {!stripe && !failure && <Loader label="Loading the secure card form" />}
      <div ref={mount} className="card-payment__element" />
      {stripe && (
        <Button type="button" loading={paying} onClick={pay}>
          Pay {formatAud(stripe.amountCents / 100)} now
        </Button>
      )}
    </div>
  )
}

function brandColour(): string | undefined {
  return getComputedStyle(document.documentElement).getPropertyValue('--brand').trim() || undefined
}
