import '../zodInBrowser.ts'

import { useEffect, useState } from 'react'

import { formatAud, TURNAROUND_HOURS } from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import { clearDraft } from '../wizard/draft.ts'
import { Alert } from '../ui/Alert.tsx'
import { Loader } from '../ui/Loader.tsx'

type Invoice = { InvoiceId: number; Number: string; Status: 'unpaid' | 'paid' | 'void'; TotalCents: number }
type Query = { invoiceId: string | null; orderId: string | null; byBank: boolean; cardFailed: boolean }

const POLL_MS = 2000
const POLL_LIMIT = 15

/** Stripe's webhook confirms a card just after the redirect, so an unpaid card invoice is re-checked. */
export function PaymentStatus() {
  const [invoice, setInvoice] = useState<Invoice | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // Read after hydration, so the server's HTML and the first client render agree.
  const [query, setQuery] = useState<Query>({
    invoiceId: null,
    orderId: null,
    byBank: false,
    cardFailed: false,
  })
  const [reference, setReference] = useState<string | null>(null)
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    setQuery({
      invoiceId: params.get('invoice'),
      orderId: params.get('order'),
      byBank: params.get('method') === 'bank',
      cardFailed: params.get('redirect_status') === 'failed',
    })
  }, [])
  const { invoiceId, orderId, byBank, cardFailed } = query

  useEffect(() => {
    if (!orderId) return
    apiRequest<{ Reference: string }>(`/api/valuations/${encodeURIComponent(orderId)}`, {
      token: sessionToken(),
    }).then(
      (order) => setReference(order?.Reference ?? null),
      () => setReference(null),
    )
  }, [orderId])

  useEffect(() => {
    if (!invoiceId) return
    let attempts = 0
    let timer: ReturnType<typeof setTimeout>
    const check = async () => {
      try {
        const found = await apiRequest<Invoice>(`/api/invoices/${encodeURIComponent(invoiceId)}`, {
          token: sessionToken(),
        })
        setInvoice(found)
        if (found?.Status === 'paid' || byBank) clearDraft()
        if (found?.Status === 'unpaid' && !byBank && ++attempts < POLL_LIMIT)
          timer = setTimeout(check, POLL_MS)
      } catch {
        setProblem('We could not load your order’s status here. Your confirmation e-mail has the details.')
      }
    }
    void check()
    return () => clearTimeout(timer)
  }, [invoiceId, byBank])

  if (!invoiceId) return null
  if (problem) return <Alert type="warning">{problem}</Alert>
  if (!invoice) return <Loader label="Checking your payment" />
  const order = reference ? `Order ${reference}` : 'Your order'
  const tracker = orderId && (
    <p>
      <a href={`/orders/${encodeURIComponent(orderId)}`}>Follow your order</a>
    </p>
  )
  if (invoice.Status === 'paid')
    return (
      <Alert type="success">
        <h2>{order}: payment received</h2>
        <p>
          Payment of {formatAud(invoice.TotalCents / 100)} received for tax invoice {invoice.Number}. Your
          valuation has started; the report is due within {TURNAROUND_HOURS} hours. We have e-mailed you a
          receipt.
        </p>
        {tracker}
      </Alert>
    )
  if (byBank)
    return (
      <Alert type="info">
        <h2>{order} is placed: awaiting your bank transfer</h2>
        <p>
          Transfer {formatAud(invoice.TotalCents / 100)} with reference <strong>{invoice.Number}</strong>{' '}
          (your tax invoice number); the bank details are on the tax invoice we e-mailed you. We start as soon
          as it arrives and e-mail you when it has.{' '}
          <a href={`/api/invoices/${invoice.InvoiceId}/export/pdf`} target="_blank" rel="noopener">
            Tax invoice {invoice.Number} (PDF)
          </a>
        </p>
        {tracker}
      </Alert>
    )
  if (cardFailed)
    return (
      <Alert type="error">
        <h2>{order}: the card payment did not go through</h2>
        <p>
          Nothing was charged for tax invoice {invoice.Number}.{' '}
          <a href="/valuation?step=review">Try again or pay by bank transfer</a>.
        </p>
      </Alert>
    )
  return (
    <Alert type="info">
      <h2>{order} is placed: confirming your card payment</h2>
      <p>
        We are confirming your payment of {formatAud(invoice.TotalCents / 100)} for tax invoice{' '}
        {invoice.Number} with the bank… If this does not update within a minute, we e-mail you as soon as it
        is confirmed.
      </p>
      {tracker}
    </Alert>
  )
}
