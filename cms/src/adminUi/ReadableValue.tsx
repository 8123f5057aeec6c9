'use client'
import type { ClientField, DefaultCellComponentProps, StaticLabel } from 'payload'

import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import { formatAud, formatAudCents } from '@valuedesk/domain/money'
import { isPlaceholderEmail } from '@valuedesk/domain/personName'
import { formatStaffMoment } from '@valuedesk/domain/order/dates'

/** One shared reader per kind: the collections name these (cms/src/fields/readable.ts), never a copy. */
const readers = {
  dollars: (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? formatAud(value) : '—'),
  cents: (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? formatAudCents(value) : '—',
  moment: (value: unknown) =>
    typeof value === 'string' || value instanceof Date ? formatStaffMoment(value) : '—',
  fileSize: (value: unknown) =>
    typeof value !== 'number' || !Number.isFinite(value)
      ? '—'
      : value < 1_000_000
        ? `${Math.max(1, Math.round(value / 1000))} kB`
        : `${(value / 1_000_000).toFixed(1)} MB`,
  yesNo: (value: unknown) => (value === true ? 'Yes' : value === false ? 'No' : '—'),
  email: (value: unknown) =>
    typeof value !== 'string' || !value ? '—' : isPlaceholderEmail(value) ? 'Guest (no address)' : value,
}
type Kind = keyof typeof readers

const cell = (kind: Kind) =>
  function ReadableCell({ cellData }: DefaultCellComponentProps) {
    return <span>{readers[kind](cellData)}</span>
  }

type FieldProps = {
  field: ClientField & { label?: StaticLabel; admin?: { description?: unknown } }
  path?: string
}

const readOnlyField = (kind: Kind) =>
  function ReadableField({ field, path }: FieldProps) {
    const name = 'name' in field ? field.name : ''
    const { value } = useField<unknown>({ path: path ?? name })
    const description = field.admin?.description
    return (
      <div className="field-type" style={{ flex: '1 1 12rem', minWidth: '12rem' }}>
        <FieldLabel label={field.label ?? name} path={path ?? name} />
        <div data-readable={kind} style={{ padding: '0.5rem 0', fontSize: '1rem' }}>
          {readers[kind](value)}
        </div>
        {typeof description === 'string' ? (
          <FieldDescription description={description} path={path ?? name} />
        ) : null}
      </div>
    )
  }

export const DollarsCell = cell('dollars')
export const CentsCell = cell('cents')
export const CentsField = readOnlyField('cents')
export const MomentCell = cell('moment')
export const MomentField = readOnlyField('moment')
export const EmailCell = cell('email')
export const YesNoCell = cell('yesNo')
export const FileSizeCell = cell('fileSize')
