'use client'
import { Button, toast, useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useRef, useState } from 'react'

import { apiCall } from './apiCall.ts'
import { panelStyle } from './panelStyle.ts'

type Answer = {
  Read: { Field: string; Column: string }[]
  Ignored: string[]
  Imported: { Address: string; RatePerM2: number | null; DistanceKm: number | null; Reasons: string[] }[]
  Suggested: number
  Sales: number
}

const fieldNames: Record<string, string> = {
  address: 'Address',
  street: 'Street',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  saleDate: 'Sale date',
  price: 'Price',
  landArea: 'Land area',
  buildingArea: 'Building area',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  carSpaces: 'Car spaces',
  latitude: 'Latitude',
  longitude: 'Longitude',
  comparison: 'Comparison notes',
}

/** The sales are saved on the server, so the report is saved first and shown again after. */
export function SalesCsvImport({ path }: { path: string }) {
  const { id } = useDocumentInfo()
  const blockPath = path.split('.').slice(0, -1).join('.')
  const blockId = useFormFields(([fields]) => fields[`${blockPath}.id`]?.value) as string | undefined
  const modified = useFormModified()
  const input = useRef<HTMLInputElement>(null)
  const [mode, setMode] = useState<'append' | 'replace'>('append')
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<Answer>()
  if (!id) return null
  const unsaved = modified || !blockId

  async function upload(file: File) {
    const body = new FormData()
    body.append('file', file)
    setBusy(true)
    try {
      const result = await apiCall<Answer>(`/api/reports/${id}/blocks/${blockId}/sales_csv?Mode=${mode}`, {
        method: 'POST',
        body,
      })
      setAnswer(result)
      const suggested = result.Suggested
        ? ` Suggested size and time adjustments for ${result.Suggested} sale${result.Suggested === 1 ? '' : 's'}: check them.`
        : ''
      toast.success(`${result.Imported.length} sales imported; the block lists ${result.Sales}.${suggested}`)
    } catch (error) {
      toast.error((error as Error).message)
    } finally {
      setBusy(false)
      if (input.current) input.current.value = ''
    }
  }

  return (
    <div style={panelStyle}>
      <strong>Import sales from a CSV export</strong>
      <p style={{ margin: '4px 0 8px', color: 'var(--theme-elevation-600)' }}>
        One row per sale, as CoreLogic RP Data, Pricefinder or Domain export them: Address (or Street Address,
        Suburb, State, Postcode), Sale Date or Contract Date (DD/MM/YYYY), Sale Price, Land Area, Floor Area,
        Bed, Bath, Car, Latitude, Longitude.
      </p>
      {unsaved ? (
        <p style={{ margin: 0 }}>Save the report first: the import adds to the saved block.</p>
      ) : (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <label>
            <input type="radio" checked={mode === 'append'} onChange={() => setMode('append')} /> Add to the
            sales listed
          </label>
          <label>
            <input type="radio" checked={mode === 'replace'} onChange={() => setMode('replace')} /> Replace
            them
          </label>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => event.target.files?.[0] && void upload(event.target.files[0])}
          />
        </div>
      )}
      {answer && (
        <div style={{ marginTop: 10 }}>
          <p style={{ margin: '0 0 4px' }}>
            Columns read:{' '}
            {answer.Read.map(
              (column) => `${column.Column} → ${fieldNames[column.Field] ?? column.Field}`,
            ).join('; ')}
            .
          </p>
          <p style={{ margin: '0 0 8px' }}>
            Columns ignored: {answer.Ignored.length ? answer.Ignored.join(', ') : 'none'}.
          </p>
          {answer.Suggested > 0 && (
            <>
              <p style={{ margin: '0 0 4px' }}>
                Suggested size and time adjustments for {answer.Suggested} sales: check them (location and
                condition are left at 0 for you).
              </p>
              <ul style={{ margin: '0 0 8px', paddingLeft: 18 }}>
                {answer.Imported.filter((sale) => sale.Reasons.length).map((sale) => (
                  <li key={sale.Address}>
                    {sale.Address}: {sale.Reasons.join('; ')}.
                  </li>
                ))}
              </ul>
            </>
          )}
          <Button
            buttonStyle="secondary"
            size="small"
            margin={false}
            onClick={() => window.location.reload()}
          >
            Show the imported sales
          </Button>
        </div>
      )}
    </div>
  )
}
