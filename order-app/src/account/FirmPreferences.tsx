import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm } from 'react-hook-form'

import { BusinessSettingsRequest } from '@valuedesk/domain/api/businesses'
import {
  firmInvoicingLabels,
  firmInvoicings,
  formatAudCents,
  formatDate,
  MONTHLY_INVOICE_TERMS_DAYS,
  startsBeforePayment,
  TURNAROUND_HOURS,
} from '@valuedesk/domain'

import { downloadFile } from '../api/download.ts'
import { sessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { asMember, showRefusal, type Firm } from './firmApi.ts'
import { FirmContactFields, FormText } from './FormText.tsx'

/** The server refuses on account without a grant too, naming Invoicing. */
const invoicingOptions = (firm: Firm) =>
  firmInvoicings
    .filter((value) => !startsBeforePayment(value) || firm.Account || firm.Invoicing === value)
    .map((value) => ({ value, label: firmInvoicingLabels[value] }))

const accountText = (firm: Firm) =>
  firm.Account
    ? `Your firm’s account with us: orders on account up to ${formatAudCents(firm.Account.LimitCents)} (GST included) owing at once${firm.Account.GrantedAt ? `, granted on ${formatDate(firm.Account.GrantedAt)}` : ''}.`
    : `One invoice a month, on account (work starting before payment), is a term we grant a firm, with a limit: contact us to ask for an account. Until then each order is paid for before the ${TURNAROUND_HOURS}-hour clock starts.`

const invoicingHints: Record<(typeof firmInvoicings)[number], string> = {
  'per-order': `Each property ordered has its own tax invoice; its ${TURNAROUND_HOURS}-hour clock starts when it is paid.`,
  'per-bulk-order': `A bulk order has one tax invoice with a line per property; the clocks start when it is paid.`,
  'per-month': `Orders go on the firm’s account and start at once. At the start of each month the firm gets one tax invoice for the month before, a line per property, due in ${MONTHLY_INVOICE_TERMS_DAYS} days.`,
}

export function FirmPreferences({ firm, onSaved }: { firm: Firm; onSaved: (firm: Firm) => void }) {
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null)
  const [exporting, setExporting] = useState(false)
  const form = useForm({
    resolver: zodResolver(BusinessSettingsRequest),
    defaultValues: {
      Invoicing: firm.Invoicing,
      ReminderLeadWeeks: firm.ReminderLeadWeeks,
      Email: firm.Email ?? undefined,
      Phone: firm.Phone ?? undefined,
    },
  })
  const { errors } = form.formState
  const submit = form.handleSubmit(async (values) => {
    setOutcome(null)
    try {
      const saved = (await asMember<Firm>(`/api/businesses/${firm.BusinessId}`, {
        method: 'PATCH',
        json: values,
      }))!
      onSaved(saved)
      setOutcome({ type: 'success', text: 'Saved.' })
    } catch (error) {
      const text = showRefusal(form, error, 'We could not save the settings just now. Please try again.')
      if (text) setOutcome({ type: 'error', text })
    }
  })
  const exportInvoices = async () => {
    setExporting(true)
    try {
      await downloadFile(
        `/api/businesses/${firm.BusinessId}/invoices/export/csv`,
        'invoices.csv',
        sessionToken(),
      )
    } catch {
      setOutcome({ type: 'error', text: 'We could not export the invoices just now. Please try again.' })
    } finally {
      setExporting(false)
    }
  }
  return (
    <section className="firm__panel" aria-labelledby="firm-settings">
      <h2 id="firm-settings">Settings</h2>
      <form onSubmit={submit} noValidate className="narrow-form">
        {outcome && (
          <Alert type={outcome.type} onDismiss={() => setOutcome(null)}>
            {outcome.text}
          </Alert>
        )}
        <SelectField
          label="Invoicing"
          options={invoicingOptions(firm)}
          error={errors.Invoicing?.message}
          hint={invoicingHints[form.watch('Invoicing') ?? firm.Invoicing]}
          {...form.register('Invoicing')}
        />
        <p className="field__hint">{accountText(firm)}</p>
        <FormText
          of={form}
          name="ReminderLeadWeeks"
          options={{ valueAsNumber: true }}
          label="Remind us this many weeks before 30 June"
          type="number"
          inputMode="numeric"
          min={1}
          max={26}
        />
        <p className="field__hint">
          Each SMSF property we valued for the firm gets one e-mail a year, this long before 30 June, with a
          one-click re-order.
        </p>
        <FirmContactFields of={form} />
        <Button type="submit" loading={form.formState.isSubmitting}>
          Save settings
        </Button>
      </form>
      <h3>Invoices for your books</h3>
      <p>
        Every invoice of the firm as a CSV file: number, date, buyer, ABN, property, fund, amounts and status.
      </p>
      <Button type="button" variant="secondary" loading={exporting} onClick={() => void exportInvoices()}>
        Export invoices (CSV)
      </Button>
    </section>
  )
}
