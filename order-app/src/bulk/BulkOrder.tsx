import '../zodInBrowser.ts'

import { useRef, useState } from 'react'

import {
  bulkRowFromDraft,
  columnOfField,
  emptyBulkDraft,
  formatAud,
  MAX_BULK_ROWS,
  type BulkColumn,
  type BulkDraft,
  type BulkOrderResponse,
  type BulkOrderRow,
  type BulkQuoteResponse,
} from '@valuedesk/domain'

import { ApiError, apiRequest, failureText } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { BulkPlaced } from './BulkPlaced.tsx'
import { BulkQuoteTable } from './BulkQuoteTable.tsx'
import { BulkRowFields } from './BulkRowFields.tsx'
import { draftsFromFile, templateHref } from './bulkCsv.ts'
import type { BankAccount } from '../wizard/draft.ts'
// The form fields' and the payment choice's styles are the wizard's.
import '../wizard/wizard.css'
import './bulk.css'

type RowErrors = Partial<Record<BulkColumn, string>>

function rowErrorsOf(state: Record<string, string[]>, count: number): RowErrors[] {
  const errors: RowErrors[] = Array.from({ length: count }, () => ({}))
  for (const [key, messages] of Object.entries(state)) {
    const match = /^Rows\.(\d+)\.(.+)$/.exec(key)
    if (match && errors[Number(match[1])])
      errors[Number(match[1])]![columnOfField(match[2]!)] ??= messages.join(' ')
  }
  return errors
}

export function BulkOrder({ cardPayments, bank }: { cardPayments: boolean; bank: BankAccount | null }) {
  const [drafts, setDrafts] = useState<BulkDraft[]>([emptyBulkDraft()])
  const [errors, setErrors] = useState<RowErrors[]>([])
  const [quote, setQuote] = useState<{ rows: BulkOrderRow[]; answer: BulkQuoteResponse } | null>(null)
  const [busy, setBusy] = useState<'quote' | 'place' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [fileProblems, setFileProblems] = useState<string[]>([])
  const [placed, setPlaced] = useState<BulkOrderResponse | null>(null)
  // One key per bulk order: a retry after a lost answer places nothing twice.
  const orderKey = useRef(crypto.randomUUID())
  const results = useRef<HTMLDivElement>(null)

  const edit = (next: BulkDraft[]) => {
    setDrafts(next)
    setQuote(null)
    setFailure(null)
  }

  async function upload(file: File | undefined) {
    if (!file) return
    const { drafts: read, problems } = await draftsFromFile(file)
    setFileProblems(problems)
    if (read.length) edit(read.slice(0, MAX_BULK_ROWS))
    setErrors([])
  }

  async function check() {
    const found = drafts.map((draft) => bulkRowFromDraft(draft))
    setErrors(found.map((row) => Object.fromEntries(row.problems.map((p) => [p.column, p.message]))))
    if (found.some((row) => !row.row)) {
      setFailure('Some properties need fixing: see the messages under their fields.')
      return
    }
    const rows = found.map((row) => row.row!)
    setBusy('quote')
    setFailure(null)
    try {
      const answer = await apiRequest<BulkQuoteResponse>('/api/users/me/bulk_orders/quote', {
        method: 'POST',
        json: { Rows: rows },
        token: sessionToken(),
      })
      setQuote({ rows, answer: answer! })
      requestAnimationFrame(() => results.current?.focus())
    } catch (error) {
      if (error instanceof ApiError && error.modelState)
        setErrors(rowErrorsOf(error.modelState, drafts.length))
      setFailure(
        error instanceof ApiError && error.status === 401
          ? 'Please sign in to order in bulk.'
          : failureText(error, 'We could not price these properties. Please try again.'),
      )
    } finally {
      setBusy(null)
    }
  }

  async function place() {
    if (!quote) return
    setBusy('place')
    setFailure(null)
    try {
      const answer = await apiRequest<BulkOrderResponse>('/api/users/me/bulk_orders', {
        method: 'POST',
        json: { OrderKey: orderKey.current, Rows: quote.rows },
        token: sessionToken(),
      })
      setPlaced(answer)
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 422
          ? 'Some properties are out of scope now, so nothing was placed. Check and price them again.'
          : failureText(error, 'We could not place the orders. Please try again: nothing is placed twice.'),
      )
    } finally {
      setBusy(null)
    }
  }

  if (placed) return <BulkPlaced placed={placed} cardPayments={cardPayments} bank={bank} />

  const outOfScope = quote?.answer.Rows.filter((row) => !row.InScope).map((row) => row.Row - 1) ?? []
  const dropOutOfScope = () => edit(drafts.filter((_, index) => !outOfScope.includes(index)))
  return (
    <div className="bulk">
      <section className="bulk__upload" aria-labelledby="bulk-upload">
        <h2 id="bulk-upload">Fill the rows from a CSV</h2>
        <p>
          One property a row: address, class, type, fund, trustee, fund ABN, purpose, date and estimated
          value.{' '}
          <a href={templateHref} download="bulk-order-template.csv">
            Download the CSV template
          </a>
        </p>
        <label className="bulk__file">
          <span>CSV file</span>
          <input type="file" accept=".csv,text/csv" onChange={(event) => upload(event.target.files?.[0])} />
        </label>
        {fileProblems.length > 0 && (
          <Alert type="error">
            <ul>
              {fileProblems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </Alert>
        )}
      </section>
      <form
        className="bulk__rows"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void check()
        }}
      >
        <h2>Properties ({drafts.length})</h2>
        {drafts.map((draft, index) => (
          <BulkRowFields
            key={index}
            index={index}
            draft={draft}
            errors={errors[index] ?? {}}
            onChange={(next) => edit(drafts.map((old, at) => (at === index ? next : old)))}
            onRemove={drafts.length > 1 ? () => edit(drafts.filter((_, at) => at !== index)) : undefined}
          />
        ))}
        <div className="bulk__actions">
          <Button
            type="button"
            variant="secondary"
            disabled={drafts.length >= MAX_BULK_ROWS}
            onClick={() => edit([...drafts, emptyBulkDraft()])}
          >
            Add a property
          </Button>
          <Button type="submit" loading={busy === 'quote'}>
            Check and price
          </Button>
        </div>
      </form>
      {failure && <Alert type="error">{failure}</Alert>}
      {quote && (
        <div className="bulk__quote" ref={results} tabIndex={-1} aria-live="polite">
          <h2>Scope and price</h2>
          <BulkQuoteTable answer={quote.answer} drafts={drafts} />
          <p className="bulk__total">
            <strong>
              {quote.answer.InScopeCount} in scope: {formatAud(quote.answer.TotalCents / 100)}
            </strong>{' '}
            <span>including {formatAud(quote.answer.GstCents / 100)} GST</span>
          </p>
          {outOfScope.length > 0 ? (
            <>
              <Alert type="warning">
                {outOfScope.length === 1 ? 'One property is' : `${outOfScope.length} properties are`} out of
                scope, so nothing can be placed with {outOfScope.length === 1 ? 'it' : 'them'}. Remove{' '}
                {outOfScope.length === 1 ? 'it' : 'them'} to place the rest.
              </Alert>
              <Button type="button" variant="secondary" onClick={dropOutOfScope}>
                Remove the out-of-scope {outOfScope.length === 1 ? 'property' : 'properties'}
              </Button>
            </>
          ) : (
            <Button type="button" variant="accent" loading={busy === 'place'} onClick={() => void place()}>
              Place {quote.answer.InScopeCount} {quote.answer.InScopeCount === 1 ? 'order' : 'orders'}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
