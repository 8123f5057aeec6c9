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
import { typedSoFar } from '../draft.ts'
import { useKeptTyping } from '../useKeptTyping.ts'

type Props = {
  classification: PropertyClassification
  initial?: PropertyDetails
  photos: DraftPhoto[]
  onPhotos: (photos: DraftPhoto[]) => void
  onBack: () => void
  onDone: (details: PropertyDetails) => void
}

export function DetailsForm({ classification, initial, photos, onPhotos, onBack, onDone }: Props) {
  const form = detailsFormOf(classification)
  const {
    register,
    watch,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<Record<string, unknown>>({
    // Typed answers are kept per kind of form: a house's are not a farm's.
    defaultValues:
      typedSoFar<Record<string, unknown>>(`details:${form}`) ??
      (initial?.Form === form ? initial.Details : {}),
  })
  useKeptTyping(watch, `details:${form}`)
  const submit = handleSubmit((raw) => {
    // Empty inputs mean "not given"; numbers arrive as NaN when left blank (null once kept in this browser).
    const cleaned = Object.fromEntries(
      Object.entries(raw).filter(
        ([, value]) => value !== '' && value !== null && !(typeof value === 'number' && Number.isNaN(value)),
      ),
    )
    const parsed = detailsSchemas[form].safeParse(cleaned)
    if (!parsed.success) {
      const problems = Object.entries(toModelState(parsed.error))
      problems.forEach(([field, messages]) => setError(field, { message: messages[0] }))
      // The first field to fix, in the form's order, focused: its message is read with it.
      const first = detailFields[form].find((field) => problems.some(([name]) => name === field.name))
      if (first) setFocus(first.name)
      return
    }
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
