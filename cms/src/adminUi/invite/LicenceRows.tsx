'use client'
import { Button } from '@payloadcms/ui'

import { australianStateNames, australianStates } from '@valuedesk/domain'

import { Field } from './Field.tsx'
import { errorStyle, hintStyle } from './formStyles.ts'

export type LicenceRow = { State: string; Number: string; ExpiresOn: string }

export const emptyLicence: LicenceRow = { State: 'QLD', Number: '', ExpiresOn: '' }

type Props = {
  licences: LicenceRow[]
  errors: Record<string, string[]>
  onChange: (licences: LicenceRow[]) => void
}

export function LicenceRows({ licences, errors, onChange }: Props) {
  const set = (index: number, change: Partial<LicenceRow>) =>
    onChange(licences.map((licence, at) => (at === index ? { ...licence, ...change } : licence)))
  const error = (index: number, field: keyof LicenceRow) => errors[`Licences.${index}.${field}`]?.[0]
  return (
    <fieldset
      style={{ border: '1px solid var(--theme-elevation-150)', borderRadius: 4, padding: 16, margin: 0 }}
    >
      <legend style={{ fontWeight: 600, padding: '0 4px' }}>Licences</legend>
      <p style={{ ...hintStyle, marginBottom: 12 }}>
        Each state where they are licensed or registered to value, as the licensing body records it. They are
        assigned only properties in a state where a licence is current.
      </p>
      {errors.Licences && (
        <p id="licences-error" style={{ ...errorStyle, marginBottom: 12 }}>
          {errors.Licences[0]}
        </p>
      )}
      {licences.map((licence, index) => (
        <div
          key={index}
          role="group"
          aria-label={`Licence ${index + 1}`}
          style={{
            display: 'grid',
            gridTemplateColumns: 'minmax(160px, 1fr) minmax(140px, 1fr) minmax(150px, 1fr) auto',
            gap: 12,
            alignItems: 'start',
            marginBottom: 12,
          }}
        >
          <Field id={`licence-${index}-state`} label="State" error={error(index, 'State')}>
            <select value={licence.State} onChange={(event) => set(index, { State: event.target.value })}>
              {australianStates.map((state) => (
                <option key={state} value={state}>
                  {australianStateNames[state]}
                </option>
              ))}
            </select>
          </Field>
          <Field id={`licence-${index}-number`} label="Licence number" error={error(index, 'Number')}>
            <input
              value={licence.Number}
              maxLength={40}
              onChange={(event) => set(index, { Number: event.target.value })}
            />
          </Field>
          <Field
            id={`licence-${index}-expires`}
            label="Expires on"
            hint="Day/month/year"
            error={error(index, 'ExpiresOn')}
          >
            <input
              inputMode="numeric"
              placeholder="30/06/2027"
              value={licence.ExpiresOn}
              onChange={(event) => set(index, { ExpiresOn: event.target.value })}
            />
          </Field>
          <div style={{ paddingTop: 48 }}>
            <Button
              buttonStyle="secondary"
              size="small"
              margin={false}
              disabled={licences.length === 1}
              aria-label={`Remove licence ${index + 1}`}
              onClick={() => onChange(licences.filter((_, at) => at !== index))}
            >
              Remove
            </Button>
          </div>
        </div>
      ))}
      {licences.length < 8 && (
        <Button
          buttonStyle="secondary"
          size="small"
          margin={false}
          onClick={() => onChange([...licences, { ...emptyLicence }])}
        >
          Add another licence
        </Button>
      )}
    </fieldset>
  )
}
