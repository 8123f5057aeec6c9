import { formatAud, type BulkDraft, type BulkQuoteResponse } from '@valuedesk/domain'

export function BulkQuoteTable({ answer, drafts }: { answer: BulkQuoteResponse; drafts: BulkDraft[] }) {
  return (
    // Scrolls sideways on a phone: focusable, so a keyboard can scroll it too.
    <div
      className="bulk__table-wrap"
      tabIndex={0}
      role="region"
      aria-label="Scope and price of each property"
    >
      <table className="bulk__table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Property</th>
            <th scope="col">Fund</th>
            <th scope="col">Scope</th>
            <th scope="col" className="n">
              Price
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.Rows.map((row) => {
            const draft = drafts[row.Row - 1]
            return (
              <tr key={row.Row} className={row.InScope ? undefined : 'is-out'}>
                <td>{row.Row}</td>
                <td>{draft?.address}</td>
                <td>{draft?.fund || '—'}</td>
                <td>
                  {row.InScope ? (
                    <span className="bulk__badge bulk__badge--in">In scope</span>
                  ) : (
                    <>
                      <span className="bulk__badge bulk__badge--out">Out of scope</span>
                      {row.Reasons.map((reason) => (
                        <p key={reason.Code} className="bulk__reason">
                          {reason.Message}
                        </p>
                      ))}
                    </>
                  )}
                </td>
                <td className="n">
                  {row.InScope && row.TotalCents !== null ? formatAud(row.TotalCents / 100) : '—'}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
