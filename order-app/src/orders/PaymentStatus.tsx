import '../zodInBrowser.ts'

import { useEffect, useState } from 'react'

import { formatAud, TURNAROUND_HOURS } from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import { clearDraft } from '../wizard/draft.ts'
import { Alert } from '../ui/Alert.tsx'
import { Loader } from '../ui/Loader.tsx'

type Invoice = { InvoiceId: number; Number: string; Status: 'unpaid' | 'paid' | 'void'; TotalCents: number }

const POLL_MS = 2000
const POLL_LIMIT = 15

/**
 * On the success page: the real state of the order's payment. A card payment is confirmed by
 * Stripe's webhook a moment after the redirect, so an unpaid card invoice is checked again briefly.
 */
export function PaymentStatus() {
  const [invoice, setInvoice] = useState<Invoice | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // Read after hydration, so the server's HTML and the first client render agree.
  const [query, setQuery] = useState<{ invoiceId: string | null; byBank: boolean }>({
    invoiceId: null,
    byBank: false,
  })
  useEffect(() => {
    const params = new URLSearchParams(location.search)
    setQuery({ invoiceId: params.get('invoice'), byBank: params.get('method') === 'bank' })
  }, [])
  const { invoiceId, byBank } = query

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
  if (invoice.Status === 'paid')
    return (
      <Alert type="success">
        Payment of {formatAud(invoice.TotalCents / 100)} received for invoice {invoice.Number}. Your valuation
        has started; the report is due within {TURNAROUND_HOURS} hours.
      </Alert>
    )
  if (byBank)
    return (
      <Alert type="info">
        Awaiting your bank transfer of {formatAud(invoice.TotalCents / 100)} with reference{' '}
        <strong>{invoice.Number}</strong>. We start as soon as it arrives.{' '}
        <a href={`/api/invoices/${invoice.InvoiceId}/export/pdf`} target="_blank" rel="noopener">
          Tax invoice (PDF)
        </a>
      </Alert>
    )
  return (
    <Alert type="info">
      We are confirming your card payment with the bank… If this does not update within a minute, your
      confirmation e-mail will follow.
    </Alert>
  )
}
