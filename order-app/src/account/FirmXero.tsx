import { useCallback, useEffect, useState } from 'react'

import type {
  XeroAuthorizationResponse,
  XeroConnectionResponse,
  XeroExportResponse,
} from '@valuedesk/domain/api/businesses'
import { formatDate } from '@valuedesk/domain/order/dates'
import type { z } from 'zod'

import { ApiError, withReference } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { asMember, type Firm } from './firmApi.ts'

type Outcome = { type: 'success' | 'error' | 'info'; text: string }

const returnMessages: Record<string, Outcome> = {
  connected: { type: 'success', text: 'Xero is connected: you can send the firm’s invoices there.' },
  denied: { type: 'info', text: 'Xero was not connected: you did not allow access at Xero.' },
  failed: {
    type: 'error',
    text: 'Xero did not connect. Please try again; if you were away more than 10 minutes, start again here.',
  },
}

/** "3 invoices sent to Xero, 1 already in Xero." */
export function exportSummary({ Sent, AlreadyInXero }: Pick<XeroExportResponse, 'Sent' | 'AlreadyInXero'>) {
  const invoices = (count: number) => `${count} invoice${count === 1 ? '' : 's'}`
  if (Sent === 0 && AlreadyInXero === 0) return 'There were no issued invoices to send.'
  if (Sent === 0) return `Nothing new to send: ${invoices(AlreadyInXero)} already in Xero.`
  return `${invoices(Sent)} sent to Xero${AlreadyInXero ? `, ${AlreadyInXero} already in Xero` : ''}.`
}

function exportFailure(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 422 && error.modelState)
      return `Xero refused an invoice: ${Object.entries(error.modelState)
        .map(([invoice, reasons]) => `${invoice}: ${reasons.join(' ')}`)
        .join('; ')}. Invoices sent before it stay sent; sending again sends only the rest.`
    if (error.status === 409)
      return 'Xero no longer accepts our connection to your organisation (it was disconnected in Xero, or has expired). Connect Xero again, then send.'
    if (error.status === 429)
      return 'Xero is limiting how often we may call it for your organisation. Please try again in a minute; invoices already sent stay sent.'
    if (error.status === 502)
      return 'Xero did not answer just now. Please try again later; nothing was marked sent that Xero did not take.'
  }
  return withReference('We could not send the invoices to Xero just now. Please try again.', error)
}

/** Not shown at all on a server without a Xero app. */
export function FirmXero({ firm }: { firm: Firm }) {
  const base = `/api/businesses/${firm.BusinessId}`
  const [status, setStatus] = useState<z.infer<typeof XeroConnectionResponse> | null | 'failed'>(null)
  const [busy, setBusy] = useState<'connect' | 'send' | 'disconnect' | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(() => {
    const returned = new URLSearchParams(globalThis.location?.search ?? '').get('xero')
    return (returned && returnMessages[returned]) || null
  })

  const load = useCallback(async () => {
    try {
      setStatus(await asMember<z.infer<typeof XeroConnectionResponse>>(`${base}/xero`))
    } catch {
      setStatus('failed')
    }
  }, [base])
  useEffect(() => void load(), [load])
  useEffect(() => {
    // Back from Xero: the message is shown once, not again on a reload.
    if (new URLSearchParams(location.search).has('xero')) history.replaceState(null, '', location.pathname)
  }, [])

  if (status === null)
    return (
      <p className="firm__loading">
        <Loader label="Checking Xero" /> Checking Xero…
      </p>
    )
  if (status === 'failed')
    return <Alert type="error">We could not check your firm’s Xero just now. Please reload the page.</Alert>
  if (!status.Configured) return null

  const connect = async () => {
    setBusy('connect')
    setOutcome(null)
    try {
      const { AuthorizeUrl } = (await asMember<z.infer<typeof XeroAuthorizationResponse>>(
        `${base}/xero/authorization`,
        { method: 'POST' },
      ))!
      location.assign(AuthorizeUrl)
    } catch (error) {
      setBusy(null)
      setOutcome({
        type: 'error',
        text: withReference('We could not start connecting Xero just now. Please try again.', error),
      })
    }
  }
  const send = async () => {
    setBusy('send')
    setOutcome(null)
    try {
      const result = (await asMember<XeroExportResponse>(`${base}/invoices/export/xero`, {
        method: 'POST',
        json: {},
      }))!
      setOutcome({ type: 'success', text: exportSummary(result) })
    } catch (error) {
      setOutcome({ type: 'error', text: exportFailure(error) })
      if (error instanceof ApiError && error.status === 409) await load()
    } finally {
      setBusy(null)
    }
  }
  const disconnect = async () => {
    setBusy('disconnect')
    setOutcome(null)
    try {
      await asMember(`${base}/xero`, { method: 'DELETE' })
      setOutcome({
        type: 'info',
        text: 'Xero is disconnected: we no longer hold a key to your organisation.',
      })
      await load()
    } catch (error) {
      setOutcome({
        type: 'error',
        text: withReference('We could not disconnect Xero just now. Please try again.', error),
      })
    } finally {
      setBusy(null)
    }
  }

  return (
    <section className="firm__panel" aria-labelledby="firm-xero">
      <h2 id="firm-xero">Xero</h2>
      {outcome && (
        <Alert type={outcome.type} onDismiss={() => setOutcome(null)}>
          <span role="status">{outcome.text}</span>
        </Alert>
      )}
      {status.Connected ? (
        <>
          <p className="firm__xero-connected">
            Connected to <strong>{status.OrganisationName}</strong>
            {status.ConnectedAt &&
              ` since ${formatDate(status.ConnectedAt)}${status.ConnectedBy ? ` by ${status.ConnectedBy}` : ''}`}
            {' · '}
            <button
              type="button"
              className="firm__link-button"
              disabled={busy !== null}
              onClick={() => void disconnect()}
            >
              {busy === 'disconnect' ? 'Disconnecting…' : 'Disconnect'}
            </button>
          </p>
          <p>
            Sends each issued tax invoice of the firm to your Xero once, as a draft bill from us with GST
            included; you approve it there. Invoices already in Xero are not sent again.
          </p>
          <Button
            type="button"
            loading={busy === 'send'}
            disabled={busy !== null}
            onClick={() => void send()}
          >
            Send invoices to Xero
          </Button>
        </>
      ) : (
        <>
          <p>
            Connect your firm’s Xero organisation and we send our tax invoices there as bills, so you need not
            enter them. You choose the organisation at Xero; you can disconnect at any time.
          </p>
          <Button type="button" loading={busy === 'connect'} onClick={() => void connect()}>
            Connect Xero
          </Button>
        </>
      )}
    </section>
  )
}
