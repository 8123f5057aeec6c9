import { useForm } from 'react-hook-form'

import {
  conditionLabels,
  detailFields,
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
        {detailFields[form].map((field) =>
          field.kind === 'condition' ? (
            <SelectField
              key={field.name}
              label={field.label}
              placeholder="—"
              options={Object.entries(conditionLabels).map(([value, label]) => ({ value, label }))}
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
