import {
  classificationKeys,
  purposeNeedsFund,
  reportKinds,
  strataTitled,
  todayInAustralia,
  typeLabel,
  typesOf,
  type BulkColumn,
  type BulkDraft,
  type PropertyClassification,
} from '@valuedesk/domain'

import { Button } from '../ui/Button.tsx'
import { CheckboxField } from '../ui/CheckboxField.tsx'
import { classificationChoices, purposeChoices } from '../ui/choices.ts'
import { SelectField } from '../ui/SelectField.tsx'
import { TextField } from '../ui/TextField.tsx'

const fundColumns = [
  { column: 'fund', label: 'Fund name' },
  { column: 'trustee', label: 'Trustee' },
  { column: 'fund_abn', label: 'Fund ABN' },
] as const

type Props = {
  index: number
  draft: BulkDraft
  errors: Partial<Record<BulkColumn, string>>
  onChange: (draft: BulkDraft) => void
  onRemove?: () => void
}

export function BulkRowFields({ index, draft, errors, onChange, onRemove }: Props) {
  const set = (column: BulkColumn) => (event: { target: { value: string } }) =>
    onChange({ ...draft, [column]: event.target.value, ...(column === 'class' ? { type: '' } : {}) })
  const classification = classificationKeys.find((key) => key === draft.class) as
    PropertyClassification | undefined
  return (
    <fieldset className="bulk-row" aria-labelledby={`bulk-row-${index}`}>
      <div className="bulk-row__head">
        <h3 id={`bulk-row-${index}`}>Property {index + 1}</h3>
        {onRemove && (
          <Button
            type="button"
            variant="secondary"
            onClick={onRemove}
            aria-label={`Remove property ${index + 1}`}
          >
            Remove
          </Button>
        )}
      </div>
      <div className="bulk-row__grid">
        <div className="bulk-row__wide">
          <TextField
            label="Address"
            required
            placeholder="12 Smith St, Toowoomba QLD 4350"
            value={draft.address}
            error={errors.address}
            onChange={set('address')}
          />
        </div>
        <SelectField
          label="Property class"
          required
          placeholder="Choose…"
          options={classificationChoices}
          value={draft.class}
          error={errors.class}
          onChange={set('class')}
        />
        <SelectField
          label="Type"
          required
          placeholder={classification ? 'Choose…' : 'Choose the class first'}
          options={
            classification
              ? typesOf(classification).map((key) => ({ value: key, label: typeLabel(classification, key) }))
              : []
          }
          value={draft.type}
          error={errors.type}
          onChange={set('type')}
        />
        <TextField
          label="Estimated value ($)"
          required
          inputMode="numeric"
          value={draft.estimated_value}
          error={errors.estimated_value}
          onChange={set('estimated_value')}
        />
        <TextField
          label="Tenancies"
          inputMode="numeric"
          value={draft.tenancies || '1'}
          error={errors.tenancies}
          onChange={set('tenancies')}
        />
        <SelectField
          label="Report"
          options={Object.entries(reportKinds).map(([value, label]) => ({ value, label }))}
          value={draft.report || 'value'}
          error={errors.report}
          onChange={set('report')}
        />
        <CheckboxField
          label="Strata titled"
          checked={strataTitled(draft.strata)}
          error={errors.strata}
          onChange={(event) => onChange({ ...draft, strata: event.target.checked ? 'yes' : '' })}
        />
        <SelectField
          label="Purpose"
          required
          placeholder="Choose…"
          options={purposeChoices}
          value={draft.purpose}
          error={errors.purpose}
          onChange={set('purpose')}
        />
        <TextField
          label="Value as at"
          type="date"
          max={todayInAustralia()}
          value={draft.date}
          error={errors.date}
          onChange={set('date')}
        />
        {fundColumns.map(({ column, label }) => (
          <TextField
            key={column}
            label={label}
            required={purposeNeedsFund(draft.purpose)}
            inputMode={column === 'fund_abn' ? 'numeric' : undefined}
            value={draft[column]}
            error={errors[column]}
            onChange={set(column)}
          />
        ))}
      </div>
    </fieldset>
  )
}
