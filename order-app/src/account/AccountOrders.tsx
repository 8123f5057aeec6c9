import {
  formatAudCents,
  formatDate,
  formatDueTime,
  formatTimeLeft,
  isFinal,
  valuationStatuses,
  valuationStatusRow,
  valuationStatusTable,
  type AccountOrder,
} from '@valuedesk/domain'

import { DownloadButton } from './DownloadButton.tsx'

function standing(order: AccountOrder): string {
  if (order.OnHold && !isFinal(order.Status)) return 'On hold'
  if (order.Status === valuationStatuses.Pending && order.OnAccount)
    return 'On account — waiting for a valuer'
  return valuationStatusRow(order.Status)?.standing ?? valuationStatusTable.InProgress.standing
}

function clock(order: AccountOrder, now: number): string | null {
  if (order.OnHold) return `Waiting on you since ${formatDueTime(order.OnHold.Since)}: ${order.OnHold.Reason}`
  if (!order.DueAt || order.HoursLeft === null) return null
  const left = formatTimeLeft(order.DueAt, now)
  return `Report due by ${formatDueTime(order.DueAt)} (Brisbane time) — ${left ?? 'due now; we are on it'}`
}

export function AccountOrders({ orders }: { orders: AccountOrder[] }) {
  const now = Date.now()
  return (
    <ul className="account-cards">
      {orders.map((order) => {
        const due = clock(order, now)
        return (
          <li key={order.ValuationId} className="account-card">
            <h3 className="account-card__title">{order.Address || order.Reference}</h3>
            <p className="account-card__meta">
              {order.Reference} · {order.Purpose}
              {order.RetrospectiveDate ? ` · value at ${formatDate(order.RetrospectiveDate)}` : ''}
              {order.PriceCents === null ? '' : ` · ${formatAudCents(order.PriceCents)}`}
            </p>
            <p>
              <span className={`account-status account-status--${order.OnHold ? 'hold' : order.Status}`}>
                {standing(order)}
              </span>
            </p>
            {order.OnAccount && <p className="account-card__account">{order.OnAccount}</p>}
            {due && <p className="account-card__due">{due}</p>}
            {order.FundNeeded && (
              <p className="account-card__due">
                We still need the fund’s name, trustee and ABN before we can finish the report:{' '}
                <a href={`/orders/${order.ValuationId}`}>
                  give them on the order’s page<span className="visually-hidden"> ({order.Reference})</span>
                </a>
                .
              </p>
            )}
            <div className="account-card__actions">
              {order.ReportFileId !== null && (
                <DownloadButton
                  path={`/api/files/${order.ReportFileId}/download`}
                  filename={`${order.Reference} valuation report.pdf`}
                >
                  Download the report (PDF)<span className="visually-hidden"> of {order.Reference}</span>
                </DownloadButton>
              )}
              <a className="button button--secondary" href={`/orders/${order.ValuationId}`}>
                Track this order<span className="visually-hidden"> ({order.Reference})</span>
              </a>
              <a className="button button--secondary" href={`/valuation?reorder=${order.ValuationId}`}>
                {order.Reorder.Label}
                <span className="visually-hidden"> ({order.Reference})</span>
              </a>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
