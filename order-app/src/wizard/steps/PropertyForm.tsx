import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { PropertyStep, specialUses, typeOptions, type FeeRow } from '@valuedesk/domain'

import { Button } from '../../ui/Button.tsx'
import { CheckboxField } from '../../ui/CheckboxField.tsx'
import { classificationChoices } from '../../ui/choices.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { AddressField } from '../AddressField.tsx'
import { typedSoFar } from '../draft.ts'
import { useKeptTyping } from '../useKeptTyping.ts'
import { liveQuote } from '../quote.ts'
import { QuoteBox } from '../QuoteBox.tsx'

type Values = PropertyStep
type Props = { initial?: Values; fees: FeeRow[]; onDone: (values: Values) => void }

export function PropertyForm({ initial, fees, onDone }: Props) {
  const form = useForm({
    resolver: zodResolver(PropertyStep),
    // No PropertyClassification yet: the select shows its placeholder and the form reads its value, ''.
    defaultValues: typedSoFar<Values>('property') ??
      initial ?? {
        AddressDetails: { Address: '' },
        PropertyTypeSelection: { PropertyType: '' },
        StrataTitled: false,
        Tenancies: 1,
        SpecialUse: 'none',
      },
  })
  const {
    register,
    watch,
    setValue,
    handleSubmit,
    formState: { errors },
  } = form
  useKeptTyping(watch, 'property')
  const values = watch()
  const classification = values.PropertyTypeSelection?.PropertyClassification
  const types = classification ? typeOptions(classification) : []
  const quote = liveQuote(
    {
      classification,
      type: values.PropertyTypeSelection?.PropertyType,
      strataTitled: values.StrataTitled,
      tenancies: Number(values.Tenancies),
      estimatedValue: Number(values.EstimatedValue),
      specialUse: values.SpecialUse,
    },
    fees,
  )
  const outOfScope = quote.reasons.length > 0

  return (
    <form className="wizard__form" onSubmit={handleSubmit(onDone)} noValidate>
      <div className="wizard__fields">
        <AddressField
          value={values.AddressDetails?.Address ?? ''}
          error={errors.AddressDetails?.Address?.message}
          onType={(text) =>
            setValue('AddressDetails', { Address: text }, { shouldValidate: Boolean(errors.AddressDetails) })
          }
          onPlace={(place) =>
            setValue(
              'AddressDetails',
              {
                Address: place.Address,
                Street: place.Street,
                Suburb: place.Suburb,
                State: place.State as never,
                Postcode: place.Postcode,
                PlaceId: place.PlaceId,
                Latitude: place.Latitude,
                Longitude: place.Longitude,
              },
              { shouldValidate: true },
            )
          }
        />
        <SelectField
          label="Kind of property"
          required
          placeholder="Choose…"
          options={classificationChoices}
          error={errors.PropertyTypeSelection?.PropertyClassification?.message}
          {...register('PropertyTypeSelection.PropertyClassification', {
            onChange: () => setValue('PropertyTypeSelection.PropertyType', ''),
          })}
        />
        <SelectField
          label="Type"
          required
          placeholder={classification ? 'Choose…' : 'Choose the kind first'}
          disabled={!classification}
          options={types}
          error={errors.PropertyTypeSelection?.PropertyType?.message}
          {...register('PropertyTypeSelection.PropertyType')}
        />
        {classification && classification !== 'residential' && classification !== 'rural' && (
          <CheckboxField label="It is a strata-titled unit" {...register('StrataTitled')} />
        )}
        <TextField
          label="Number of tenancies"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.Tenancies?.message}
          {...register('Tenancies', { valueAsNumber: true })}
        />
        <TextField
          label="Your estimate of its value (AUD)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1000}
          required
          error={errors.EstimatedValue?.message}
          {...register('EstimatedValue', { valueAsNumber: true })}
        />
        <SelectField
          label="Is the property any of these?"
          options={Object.entries(specialUses).map(([value, label]) => ({ value, label }))}
          error={errors.SpecialUse?.message}
          {...register('SpecialUse')}
        />
      </div>
      <QuoteBox quote={quote} />
      <div className="wizard__actions">
        <Button type="submit" disabled={outOfScope}>
          Continue
        </Button>
      </div>
    </form>
  )
}
