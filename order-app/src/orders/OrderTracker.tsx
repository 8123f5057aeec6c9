import '../zodInBrowser.ts'

import { useEffect, useState } from 'react'

import {
  formatAud,
  formatDate,
  formatDueTime,
  formatTimeLeft,
  trackingStages,
  valuationStatuses,
  type OrderView,
} from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { downloadFile } from '../api/download.ts'
import { sessionToken } from '../api/session.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { Loader } from '../ui/Loader.tsx'
import { answerPage, doorOfPage } from './answerApi.ts'
import { FundForm } from './FundForm.tsx'
import { orderLoadProblem } from './loadProblem.ts'

/**
 * Each stage (the status table's tracking column, status.ts) says what it is waiting for while current, and what
 * happened once passed; later ones say nothing yet.
 */
const stages = trackingStages

/** "Sent" only once the mail service confirmed it; until then (or if it failed) the download is here. */
const deliveryDetail: Record<NonNullable<OrderView['ReportDelivery']> | 'none', string> = {
  sent: 'E-mailed to you',
  queued: 'Being e-mailed to you; you can download it here now',
  failed: 'Our e-mail has not reached you yet (we are on it); download it here',
  none: 'Download it here',
}

const stageDetail = (stage: (typeof stages)[number], order: OrderView) =>
  stage.status === valuationStatuses.Completed
    ? order.Status === stage.status
      ? deliveryDetail[order.ReportDelivery ?? 'none']
      : ''
    : order.Status > stage.status
      ? stage.done
      : order.Status === stage.status
        ? stage.now
        : ''

const timeLeft = (dueAt: string, now: number): string =>
  formatTimeLeft(dueAt, now) ?? 'due now — we are on it and will be in touch'

function ReportDownload({ order }: { order: OrderView }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle')
  const key = new URLSearchParams(location.search).get('key')
  const filename = `${order.Reference} valuation report.pdf`
  if (key)
    return (
      <p>
        <a
          className="button"
          href={`/api/orders/${order.ValuationId}/report?key=${encodeURIComponent(key)}`}
          download={filename}
        >
          Download your report (PDF)
        </a>
      </p>
    )
  async function download() {
    setState('busy')
    try {
      await downloadFile(`/api/files/${order.ReportFileId}/download`, filename, sessionToken())
      setState('idle')
    } catch {
      setState('failed')
    }
  }
  return (
    <div>
      <Button type="button" onClick={download} loading={state === 'busy'}>
        Download your report (PDF)
      </Button>
      {state === 'failed' && (
        <Alert type="warning">
          The download did not work; please try again, or use the link in your e-mail.
        </Alert>
      )}
    </div>
  )
}

export function OrderTracker({ valuationId }: { valuationId: string }) {
  const [order, setOrder] = useState<OrderView | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    const key = new URLSearchParams(location.search).get('key')
    const request = key
      ? apiRequest<OrderView>(`/api/orders/${encodeURIComponent(valuationId)}?key=${encodeURIComponent(key)}`)
      : apiRequest<OrderView>(`/api/valuations/${encodeURIComponent(valuationId)}`, { token: sessionToken() })
    request.then(setOrder, (error) => setProblem(orderLoadProblem(error)))
    const clock = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(clock)
  }, [valuationId])

  if (problem) return <Alert type="warning">{problem}</Alert>
  if (!order) return <Loader label="Loading your order" />
  if (order.Status === valuationStatuses.Deleted)
    return (
      <Alert type="info">
        Order {order.Reference} was cancelled
        {order.Invoice?.Status === 'refunded' ? ', and your payment refunded in full' : ''}; our e-mail says
        why. Questions? <a href="#contact">Contact us</a>.
      </Alert>
    )
  return (
    <section className="order" aria-labelledby="order-title">
      <h2 id="order-title">Order {order.Reference}</h2>
      <p className="order__address">{order.Address}</p>
      <p>
        {order.Purpose}
        {order.RetrospectiveDate ? ` · value as at ${formatDate(order.RetrospectiveDate)}` : ''}
      </p>
      <ol className="order__stages">
        {stages.map((stage) => (
          <li
            key={stage.status}
            className={order.Status >= stage.status ? 'is-done' : undefined}
            aria-current={order.Status === stage.status ? 'step' : undefined}
          >
            <strong>{stage.title}</strong> <span>{stageDetail(stage, order)}</span>
          </li>
        ))}
      </ol>
      {order.OnHold && (
        <Alert type="info">
          <strong>On hold since {formatDueTime(order.OnHold.Since)}:</strong> {order.OnHold.Reason} The time
          it waits is added to your due time.{' '}
          <a href={answerPage(doorOfPage(String(order.ValuationId)))}>Answer the valuer</a> with what is
          needed, and we carry on.
        </Alert>
      )}
      {order.FundNeeded && <FundForm order={order} onGiven={setOrder} />}
      {order.Fund && !order.FundNeeded && <p>For {order.Fund.Name}</p>}
      {order.DueAt && order.Status < valuationStatuses.Completed && !order.OnHold && (
        <p className="order__due">
          Report due by {formatDueTime(order.DueAt)} (Brisbane time) —{' '}
          <strong>{timeLeft(order.DueAt, now)}</strong>
        </p>
      )}
      {order.ReportFileId !== null && <ReportDownload order={order} />}
      {order.Invoice && (
        <p>
          Tax invoice {order.Invoice.Number}: {formatAud(order.Invoice.TotalCents / 100)} incl.{' '}
          {formatAud(order.Invoice.GstCents / 100)} GST —{' '}
          {order.Invoice.Status === 'paid'
            ? 'paid'
            : order.Invoice.Status === 'refunded'
              ? 'refunded in full'
              : 'awaiting payment (bank transfer, reference ' + order.Invoice.Number + ')'}
        </p>
      )}
      {new URLSearchParams(location.search).has('key') && (
        <p className="order__claim">
          Keep your orders in one place:{' '}
          <a href={`/account?reference=${encodeURIComponent(order.Reference)}#claim-heading`}>
            add this order to your account
          </a>{' '}
          (we e-mail a link to the address it was ordered with).
        </p>
      )}
    </section>
  )
}
