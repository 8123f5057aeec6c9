'use client'
import { Button, toast, useDocumentInfo, useForm } from '@payloadcms/ui'
import { useState } from 'react'

import type { PropertyClassification } from '@valuedesk/domain/property/catalogue'
import { suggestAdjustments, withSuggestion } from '@valuedesk/domain/report/adjustmentSuggestions'
import type { SubjectMeasures } from '@valuedesk/domain/report/blocks'
import { markerLabel } from '@valuedesk/domain/report/comparables'

import { apiCall } from './apiCall.ts'
import type { SaleInForm } from './salesInForm.ts'

type Filled = { label: string; address: string; reasons: string[] }

/** Never over a figure the valuer typed. */
export function SuggestAdjustments({
  blockPath,
  sales,
  subject,
}: {
  blockPath: string
  sales: SaleInForm[]
  subject: SubjectMeasures
}) {
  const { id } = useDocumentInfo()
  const { dispatchFields, setModified } = useForm()
  const [busy, setBusy] = useState(false)
  const [filled, setFilled] = useState<Filled[]>()

  async function suggest() {
    setBusy(true)
    try {
      // The date of value and the property's class are the valuation's, not the form's.
      const data = await apiCall<{ valuationDate: string; classification: PropertyClassification | null }>(
        `/api/reports/${id}/data`,
      )
      const suggestions = suggestAdjustments({
        sales: sales.map(({ sale }) => sale),
        subject,
        valuationDate: data.valuationDate,
        classification: data.classification,
      })
      const changed = sales.flatMap(({ row, sale }, at) => {
        const next = withSuggestion(sale, suggestions[at]!)
        return next ? [{ row, next, reasons: suggestions[at]!.reasons }] : []
      })
      for (const { row, next } of changed)
        for (const kind of ['size', 'time'] as const)
          dispatchFields({
            type: 'UPDATE',
            path: `${blockPath}.sales.${row}.adjustments.${kind}`,
            value: next.adjustments[kind],
          })
      if (changed.length) setModified(true)
      setFilled(
        changed.map(({ row, next, reasons }) => ({
          label: markerLabel(row),
          address: next.address,
          reasons,
        })),
      )
      toast.success(
        changed.length
          ? `Suggested size and time adjustments for ${changed.length} sale${changed.length === 1 ? '' : 's'}: check them.`
          : 'No suggestion: the figures support none for the sales still at 0.',
      )
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginTop: 10 }}>
      <Button buttonStyle="secondary" size="small" margin={false} disabled={busy || !id} onClick={suggest}>
        Suggest size and time adjustments
      </Button>
      {filled && filled.length > 0 && (
        <ul style={{ margin: '8px 0 0', paddingLeft: 18 }}>
          {filled.map((sale) => (
            <li key={sale.label}>
              {sale.label}. {sale.address}: {sale.reasons.join('; ')}.
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
