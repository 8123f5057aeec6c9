'use client'
import type { NumberFieldClientComponent } from 'payload'

import { NumberField, useField } from '@payloadcms/ui'
import { formatAud } from '@valuedesk/domain/money'
import { formatArea } from '@valuedesk/domain/units'

const withReading = (read: (value: number) => string): NumberFieldClientComponent =>
  function AmountField(props) {
    const { value } = useField<number | null>({ path: props.path })
    const shown = typeof value === 'number' && Number.isFinite(value) ? read(value) : ''
    return (
      <div style={{ flex: '1 1 auto' }}>
        <NumberField {...props} />
        <p
          data-amount-read
          aria-live="polite"
          style={{
            margin: '0.35rem 0 0',
            color: 'var(--theme-elevation-650)',
            fontSize: '0.85rem',
            lineHeight: 1.3,
          }}
        >
          {shown}
        </p>
      </div>
    )
  }

export const DollarsField = withReading(formatAud)
export const AreaField = withReading(formatArea)
