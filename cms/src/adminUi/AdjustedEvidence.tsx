'use client'
import { formatAud } from '@valuedesk/domain/money'
import { adjustedEvidence, markerLabel, totalAdjustment } from '@valuedesk/domain/report/comparables'

import { useSalesInForm } from './salesInForm.ts'
import { SuggestAdjustments } from './SuggestAdjustments.tsx'
import { panelStyle } from './panelStyle.ts'

const percent = (value: number) => `${value > 0 ? '+' : ''}${value.toLocaleString('en-AU')}%`
const cell = { padding: '2px 8px 2px 0' } as const

/** By the computation the PDF prints (comparables.ts). */
export function AdjustedEvidence({ path }: { path: string }) {
  const blockPath = path.split('.').slice(0, -1).join('.')
  const { sales, subject } = useSalesInForm(blockPath)
  const evidence = adjustedEvidence(sales.map(({ sale }) => sale))
  return (
    <div style={panelStyle}>
      <strong>Adjusted evidence</strong>
      {evidence ? (
        <>
          <table style={{ margin: '6px 0', borderCollapse: 'collapse' }}>
            <tbody>
              {sales.map(({ row, sale }, at) => (
                <tr key={row}>
                  <td style={cell}>{markerLabel(row)}.</td>
                  <td style={cell}>{sale.address}</td>
                  <td style={cell}>{formatAud(sale.price)}</td>
                  <td style={cell}>{percent(totalAdjustment(sale.adjustments))}</td>
                  <td style={cell}>{formatAud(evidence.prices[at]!)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p style={{ margin: 0 }}>
            Adjusted range {formatAud(evidence.range.low)} – {formatAud(evidence.range.high)}; median{' '}
            {formatAud(evidence.median)}, mean {formatAud(evidence.mean)}. Proposed value:{' '}
            <strong>{formatAud(evidence.proposed)}</strong> (the median, rounded as a value is stated).
          </p>
        </>
      ) : (
        <p style={{ margin: '4px 0 0' }}>No sale with its date and price yet.</p>
      )}
      <SuggestAdjustments blockPath={blockPath} sales={sales} subject={subject} />
    </div>
  )
}
