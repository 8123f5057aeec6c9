import { useForm } from 'react-hook-form'

import {
  detailsFormOf,
  detailsSchemas,
  toModelState,
  type PropertyClassification,
  type PropertyDetails,
} from '@valuedesk/domain'

import { Button } from '../../ui/Button.tsx'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import type { DraftPhoto } from '../draft.ts'
import { PhotoPicker } from '../PhotoPicker.tsx'

type Field = { name: string; label: string; kind: 'number' | 'text' | 'condition' | 'year' }

/** The fields each form asks for: enough for a valuer to work from the desk. */
const fieldsByForm: Record<PropertyDetails['Form'], Field[]> = {
  residential: [
    { name: 'Bedrooms', label: 'Bedrooms', kind: 'number' },
    { name: 'Bathrooms', label: 'Bathrooms', kind: 'number' },
    { name: 'CarSpaces', label: 'Car spaces', kind: 'number' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number' },
    { name: 'FloorAreaM2', label: 'Floor area (m²)', kind: 'number' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Construction', label: 'Construction (e.g. brick veneer, tile roof)', kind: 'text' },
    { name: 'Features', label: 'Features and improvements (pool, shed, solar…)', kind: 'text' },
    { name: 'WeeklyRent', label: 'Weekly rent, if leased (AUD)', kind: 'number' },
  ],
  commercial: [
    { name: 'LettableAreaM2', label: 'Lettable area (m²)', kind: 'number' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number' },
    { name: 'CarSpaces', label: 'Car spaces', kind: 'number' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'Features', label: 'Features, fit-out and leases (tenant, area, rent, expiry)', kind: 'text' },
  ],
  industrial: [
    { name: 'LettableAreaM2', label: 'Building area (m²)', kind: 'number' },
    { name: 'OfficeAreaM2', label: 'Office area (m²)', kind: 'number' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number' },
    { name: 'ClearanceHeightM', label: 'Clearance height (m)', kind: 'number' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'Features', label: 'Features and leases (tenant, area, rent, expiry)', kind: 'text' },
  ],
  retail: [
    { name: 'LettableAreaM2', label: 'Lettable area (m²)', kind: 'number' },
    { name: 'FrontageM', label: 'Street frontage (m)', kind: 'number' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'Features', label: 'Features and leases (tenant, area, rent, expiry)', kind: 'text' },
  ],
  rural: [
    { name: 'LandAreaHa', label: 'Land area (hectares)', kind: 'number' },
    { name: 'PrimaryUse', label: 'Main use (grazing, cropping…)', kind: 'text' },
    { name: 'WaterSources', label: 'Water (dams, bores, allocations)', kind: 'text' },
    { name: 'Dwellings', label: 'Dwellings', kind: 'number' },
    { name: 'Improvements', label: 'Improvements (sheds, yards, fencing)', kind: 'text' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'CarryingCapacity', label: 'Carrying capacity', kind: 'text' },
  ],
}

type Props = {
  classification: PropertyClassification
  initial?: PropertyDetails
  photos: DraftPhoto[]
  onPhotos: (photos: DraftPhoto[]) => void
  onBack: () => void
  onDone: (details: PropertyDetails) => void
}

/** Step 3: what a valuer needs for this kind of property, and photos if the customer has them. */
export function DetailsForm({ classification, initial, photos, onPhotos, onBack, onDone }: Props) {
  const form = detailsFormOf(classification)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Record<string, unknown>>({
    defaultValues: initial?.Form === form ? initial.Details : {},
  })
  const submit = handleSubmit((raw) => {
    // Empty inputs mean "not given"; numbers arrive as NaN when left blank.
    const cleaned = Object.fromEntries(
      Object.entries(raw).filter(
        ([, value]) => value !== '' && !(typeof value === 'number' && Number.isNaN(value)),
      ),
    )
    const parsed = detailsSchemas[form].safeParse(cleaned)
    if (!parsed.success)
      return Object.entries(toModelState(parsed.error)).forEach(([field, messages]) =>
        setError(field, { message: messages[0] }),
      )
    onDone({ Form: form, Details: parsed.data } as PropertyDetails)
  })
  const message = (name: string) => errors[name]?.message as string | undefined

  return (
    <form className="wizard__form" onSubmit={submit} noValidate>
      <div className="wizard__fields wizard__fields--grid">
        {fieldsByForm[form].map((field) =>
          field.kind === 'condition' ? (
            <SelectField
              key={field.name}
              label={field.label}
              placeholder="—"
              options={['excellent', 'good', 'fair', 'poor'].map((value) => ({
                value,
                label: value[0]!.toUpperCase() + value.slice(1),
              }))}
              error={message(field.name)}
              {...register(field.name)}
            />
          ) : (
            <TextField
              key={field.name}
              label={field.label}
              type={field.kind === 'text' ? 'text' : 'number'}
              inputMode={field.kind === 'text' ? undefined : 'decimal'}
              error={message(field.name)}
              {...register(field.name, field.kind === 'text' ? {} : { valueAsNumber: true })}
            />
          ),
        )}
      </div>
      <PhotoPicker photos={photos} onPhotos={onPhotos} />
      <div className="wizard__actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  )
}
