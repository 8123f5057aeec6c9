import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import {
  AssessmentDetails,
  formatDate,
  purposeNeedsFund,
  reportKinds,
  todayInAustralia,
  type FeeRow,
  type PropertyStep,
} from '@valuedesk/domain'

import { FundFields, withoutBlankFund } from '../../fund/FundFields.tsx'
import { Button } from '../../ui/Button.tsx'
import { CheckboxField } from '../../ui/CheckboxField.tsx'
import { purposeChoices } from '../../ui/choices.ts'
import { SelectField } from '../../ui/SelectField.tsx'
import { TextField } from '../../ui/TextField.tsx'
import { propertyQuote } from '../quote.ts'
import { QuoteBox } from '../QuoteBox.tsx'
import { typedSoFar } from '../draft.ts'
import { useKeptTyping } from '../useKeptTyping.ts'

type Values = AssessmentDetails
const checkAssessment = zodResolver(AssessmentDetails)

/** A duty transfer or an SMSF lease: whether the other party is related changes what the valuation must do. */
const relatedPartyMatters = (purpose: string | undefined) =>
  purpose === 'transfer-duty' || purpose === 'smsf-rental-assessment'
type Props = {
  initial?: Values
  property: PropertyStep
  fees: FeeRow[]
  onBack: () => void
  onDone: (values: Values) => void
}

export function PurposeForm({ initial, property, fees, onBack, onDone }: Props) {
  const {
    register,
    watch,
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: (values, context, options) =>
      checkAssessment(withoutBlankFund(values), context, options as Parameters<typeof checkAssessment>[2]),
    // No Purpose yet: the select shows its placeholder and the form reads its value, ''.
    defaultValues: typedSoFar<Values>('purpose') ??
      initial ?? { ReportKind: 'value', ValuationBasis: 'current' },
  })
  useKeptTyping(watch, 'purpose')
  const values = watch()
  const quote = propertyQuote(
    property,
    { reportKind: values.ReportKind, purpose: values.Purpose, relatedParty: values.RelatedParty },
    fees,
  )
  const asksRelatedParty = relatedPartyMatters(values.Purpose)
  const asksFund = values.Purpose?.startsWith('smsf-') ?? false
  // The answer counts only for a purpose that asks it.
  const submit = handleSubmit((answers) =>
    onDone({
      ...answers,
      RelatedParty: relatedPartyMatters(answers.Purpose) && answers.RelatedParty,
      // A fund named for another purpose, then changed away from a fund's: not part of the order.
      Fund: answers.Purpose.startsWith('smsf-') ? answers.Fund : undefined,
    }),
  )

  return (
    <form className="wizard__form" onSubmit={submit} noValidate>
      <div className="wizard__fields">
        <SelectField
          label="What is the valuation for?"
          required
          placeholder="Choose…"
          options={purposeChoices}
          error={errors.Purpose?.message}
          {...register('Purpose')}
        />
        {asksRelatedParty && (
          <CheckboxField
            label={
              values.Purpose === 'transfer-duty'
                ? 'The transfer is between related parties (e.g. to or from your self-managed super fund, a family trust or a relative)'
                : 'The tenant is a related party of the fund (e.g. a member’s business)'
            }
            {...register('RelatedParty')}
          />
        )}
        {asksFund && (
          <FundFields
            register={register}
            errors={errors}
            required={false}
            later={purposeNeedsFund(values.Purpose)}
          />
        )}
        <SelectField
          label="What should the report give?"
          options={Object.entries(reportKinds).map(([value, label]) => ({ value, label }))}
          {...register('ReportKind')}
        />
        <fieldset className="field">
          <legend>Value as at</legend>
          <label className="radio">
            <input type="radio" value="current" {...register('ValuationBasis')} /> Today (a current valuation)
          </label>
          <label className="radio">
            <input type="radio" value="retrospective" {...register('ValuationBasis')} /> A date in the past (a
            retrospective valuation, e.g. for capital gains tax)
          </label>
        </fieldset>
        {values.ValuationBasis === 'retrospective' && (
          <TextField
            label="Date of valuation"
            type="date"
            required
            max={todayInAustralia()}
            error={errors.RetrospectiveDate?.message}
            {...register('RetrospectiveDate')}
          />
        )}
        {values.ValuationBasis === 'retrospective' &&
          values.RetrospectiveDate &&
          !errors.RetrospectiveDate && (
            <p className="wizard__note">
              We will value the property as at {formatDate(values.RetrospectiveDate)}.
            </p>
          )}
      </div>
      <QuoteBox quote={quote} />
      <div className="wizard__actions">
        <Button type="button" variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button type="submit" disabled={quote.reasons.length > 0}>
          Continue
        </Button>
      </div>
    </form>
  )
}
