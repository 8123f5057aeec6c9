import '../zodInBrowser.ts'

import { useCallback, useEffect, useState } from 'react'

import type { FeeRow } from '@valuedesk/domain'

import {
  clearDraft,
  furthestStep,
  loadDraft,
  saveDraft,
  withoutOrder,
  stepNames,
  stepTitles,
  type OrderDraft,
  type StepName,
} from './draft.ts'
import { placeOrder } from './placeOrder.ts'
import { ContactForm } from './steps/ContactForm.tsx'
import { DetailsForm } from './steps/DetailsForm.tsx'
import { PropertyForm } from './steps/PropertyForm.tsx'
import { PurposeForm } from './steps/PurposeForm.tsx'
import { ReviewStep } from './steps/ReviewStep.tsx'
import './wizard.css'

/** practiceId: the client configuration's default practice, which the spec's order flow sends. */
type Props = { fees: FeeRow[]; cardPayments: boolean; practiceId: number | null }

const stepFromUrl = (): StepName | undefined => {
  const step = new URLSearchParams(location.search).get('step')
  return stepNames.find((name) => name === step)
}

/** The order wizard at /valuation: five steps, the current one in the URL, progress kept across reloads. */
export function OrderWizard({ fees, cardPayments, practiceId }: Props) {
  const [draft, setDraft] = useState<OrderDraft>({})
  const [step, setStep] = useState<StepName>('property')
  const [photos, setPhotos] = useState<File[]>([])
  const [ready, setReady] = useState(false)

  // The step in the URL wins, but never past the first step that still lacks answers.
  const allowed = useCallback((wanted: StepName | undefined, current: OrderDraft) => {
    const limit = stepNames.indexOf(furthestStep(current))
    const index = wanted ? stepNames.indexOf(wanted) : limit
    return stepNames[Math.min(index, limit)]!
  }, [])

  useEffect(() => {
    const saved = loadDraft()
    setDraft(saved)
    setStep(allowed(stepFromUrl(), saved))
    setReady(true)
    const onPop = () => setStep(allowed(stepFromUrl(), loadDraft()))
    window.addEventListener('popstate', onPop)
    return () => window.removeEventListener('popstate', onPop)
  }, [allowed])

  const go = (next: StepName, updated: OrderDraft = draft) => {
    setDraft(updated)
    saveDraft(updated)
    setStep(next)
    history.pushState(null, '', `?step=${next}`)
    document.getElementById('wizard-heading')?.focus()
  }

  if (!ready) return <p className="wizard__loading">Loading your order…</p>
  const index = stepNames.indexOf(step)
  return (
    <section className="wizard" aria-labelledby="wizard-heading">
      <ol className="wizard__progress">
        {stepNames.map((name, position) => (
          <li
            key={name}
            className={position === index ? 'is-current' : position < index ? 'is-done' : undefined}
            aria-current={position === index ? 'step' : undefined}
          >
            <span className="wizard__number" aria-hidden="true">
              {position + 1}
            </span>{' '}
            {stepTitles[name]}
          </li>
        ))}
      </ol>
      <h2 id="wizard-heading" tabIndex={-1}>
        Step {index + 1} of {stepNames.length}: {stepTitles[step]}
      </h2>
      {step === 'property' && (
        <PropertyForm
          initial={draft.property}
          fees={fees}
          onDone={(property) => go('purpose', { ...withoutOrder(draft), property })}
        />
      )}
      {step === 'purpose' && draft.property && (
        <PurposeForm
          initial={draft.assessment}
          property={draft.property}
          fees={fees}
          onBack={() => go('property')}
          onDone={(assessment) => go('details', { ...withoutOrder(draft), assessment })}
        />
      )}
      {step === 'details' && draft.property && (
        <DetailsForm
          classification={draft.property.PropertyTypeSelection.PropertyClassification}
          initial={draft.details}
          photos={photos}
          onPhotos={setPhotos}
          onBack={() => go('purpose')}
          onDone={(details) => go('contact', { ...withoutOrder(draft), details })}
        />
      )}
      {step === 'contact' && draft.property && draft.assessment && draft.details && (
        <ContactForm
          initial={draft.contact}
          onBack={() => go('details')}
          onDone={async (contact) => {
            // Kept before the first try, so a retry after a lost answer places the same order.
            const orderKey = draft.orderKey ?? crypto.randomUUID()
            saveDraft({ ...draft, orderKey })
            const order = await placeOrder({
              orderKey,
              property: draft.property!,
              assessment: draft.assessment!,
              details: draft.details!,
              contact,
              photos,
              practiceId,
            })
            const { Over18: _over18, AcceptTerms: _terms, ...kept } = contact
            setPhotos([])
            go('review', { ...draft, orderKey, contact: kept, order })
          }}
        />
      )}
      {step === 'review' && draft.property && draft.assessment && draft.order && (
        <ReviewStep
          draft={{ ...draft, property: draft.property, assessment: draft.assessment, order: draft.order }}
          cardPayments={cardPayments}
          onEdit={() => go('property', withoutOrder(draft))}
        />
      )}
      {step !== 'property' && (
        <p className="wizard__restart">
          <button
            type="button"
            className="link"
            onClick={() => {
              clearDraft()
              setPhotos([])
              go('property', {})
            }}
          >
            Start again with a new property
          </button>
        </p>
      )}
    </section>
  )
}
