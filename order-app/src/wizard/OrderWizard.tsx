import '../zodInBrowser.ts'

import { Fragment, useCallback, useEffect, useRef, useState } from 'react'

import type { FeeRow } from '@valuedesk/domain'

import {
  allowedStep,
  clearDraft,
  loadDraft,
  readKeptAnswers,
  saveDraft,
  stepNames,
  stepTitles,
  type BankAccount,
  type OrderDraft,
  type StepName,
} from './draft.ts'
import { Alert } from '../ui/Alert.tsx'
import { placeOrder } from './placeOrder.ts'
import { reorderDraft, reorderFromUrl } from './reorder.ts'
import { ContactForm } from './steps/ContactForm.tsx'
import { DetailsForm } from './steps/DetailsForm.tsx'
import { PaymentStep } from './steps/PaymentStep.tsx'
import { PropertyForm } from './steps/PropertyForm.tsx'
import { PurposeForm } from './steps/PurposeForm.tsx'
import { ReviewStep } from './steps/ReviewStep.tsx'
import './wizard.css'

/** practiceId: the client configuration's default practice, which the spec's order flow sends. */
type Props = { fees: FeeRow[]; cardPayments: boolean; bank: BankAccount | null; practiceId: number | null }

/** Focused, so the customer reads on where the new step starts and a screen reader announces it. */
const showHeading = () =>
  requestAnimationFrame(() => {
    const form = document.getElementById('order-form')
    // Below the site's sticky header, not under it.
    const header = document.querySelector('.site-header')?.getBoundingClientRect().height ?? 0
    if (form) window.scrollTo({ top: form.getBoundingClientRect().top + window.scrollY - header })
    document.getElementById('wizard-heading')?.focus({ preventScroll: true })
  })

const stepFromUrl = (): StepName | undefined => {
  const step = new URLSearchParams(location.search).get('step')
  return stepNames.find((name) => name === step)
}

/** Only the last step's "Place order" places it. */
export function OrderWizard({ fees, cardPayments, bank, practiceId }: Props) {
  const [draft, setDraft] = useState<OrderDraft>({})
  const [step, setStep] = useState<StepName>('property')
  // The form is on the page from the first paint, so nothing moves when the script arrives.
  const [loaded, setLoaded] = useState(false)
  const [reordering, setReordering] = useState(false)
  const [notice, setNotice] = useState<{ type: 'info' | 'error'; text: string } | null>(null)
  // Photo uploads finish after their step may have been left: they add to the latest draft.
  const latest = useRef<OrderDraft>({})

  const keep = useCallback((updated: OrderDraft) => {
    latest.current = updated
    saveDraft(updated)
    setDraft(updated)
  }, [])

  const showUrlStep = useCallback(() => {
    const saved = loadDraft()
    const shown = allowedStep(stepFromUrl(), saved)
    if (stepFromUrl() !== shown) history.replaceState(null, '', `?step=${shown}`)
    latest.current = saved
    setDraft(saved)
    setStep(shown)
  }, [])

  useEffect(() => {
    readKeptAnswers()
    const reorder = reorderFromUrl()
    if (reorder) {
      setReordering(true)
      // A re-order from the account replaces whatever draft this browser kept, and starts at the first step.
      reorderDraft(reorder)
        .then(
          ({ draft: started, note }) => {
            clearDraft()
            saveDraft(started)
            setNotice({ type: 'info', text: note })
          },
          () =>
            setNotice({
              type: 'error',
              text: 'We could not fill this order in from your earlier one (are you signed in?). You can fill it in here.',
            }),
        )
        .finally(() => {
          history.replaceState(null, '', '?step=property')
          showUrlStep()
          setReordering(false)
          setLoaded(true)
        })
    } else {
      showUrlStep()
      setLoaded(true)
    }
    const onHistory = () => {
      showUrlStep()
      showHeading()
    }
    window.addEventListener('popstate', onHistory)
    return () => window.removeEventListener('popstate', onHistory)
  }, [showUrlStep])

  const go = (next: StepName, updated: OrderDraft = latest.current) => {
    keep(updated)
    const shown = allowedStep(next, updated)
    setStep(shown)
    history.pushState(null, '', `?step=${shown}`)
    showHeading()
  }

  const place = async () => {
    // Made on the first press and kept until the order is known: see OrderDraft.orderKey.
    const orderKey = latest.current.orderKey ?? crypto.randomUUID()
    keep({ ...latest.current, orderKey })
    const current = latest.current
    const order = await placeOrder({
      orderKey,
      property: current.property!,
      assessment: current.assessment!,
      details: current.details!,
      contact: current.contact!,
      photos: current.photos ?? [],
      practiceId,
      savedContact: current.savedContact,
      onContact: (savedContact) => keep({ ...latest.current, savedContact }),
    })
    keep({ ...latest.current, order })
    // The editable steps are behind the placed order now: Back leaves the wizard rather than reopening them.
    history.replaceState(null, '', '?step=review')
    showHeading()
  }

  if (reordering) return <p className="wizard__loading">Loading your order…</p>
  const index = stepNames.indexOf(step)
  const { property, assessment, details, contact, order } = draft
  const photos = draft.photos ?? []
  return (
    <section className="wizard" id="order-form" aria-labelledby="wizard-heading">
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
        Step {index + 1} of {stepNames.length}: {order ? `Order ${order.reference}: pay` : stepTitles[step]}
      </h2>
      {notice && (
        <Alert type={notice.type} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      {/* Drawn again once the draft is read, so each step's form starts from what this browser kept. */}
      <Fragment key={loaded ? 'kept' : 'first-paint'}>
        {step === 'property' && (
          <PropertyForm
            initial={property}
            fees={fees}
            onDone={(answer) => go('purpose', { ...latest.current, property: answer })}
          />
        )}
        {step === 'purpose' && property && (
          <PurposeForm
            initial={assessment}
            property={property}
            fees={fees}
            onBack={() => go('property')}
            onDone={(answer) => go('details', { ...latest.current, assessment: answer })}
          />
        )}
        {step === 'details' && property && (
          <DetailsForm
            classification={property.PropertyTypeSelection.PropertyClassification}
            initial={details}
            photos={photos}
            onPhotos={(chosen) => keep({ ...latest.current, photos: chosen })}
            onBack={() => go('purpose')}
            onDone={(answer) => go('contact', { ...latest.current, details: answer })}
          />
        )}
        {step === 'contact' && (
          <ContactForm
            initial={contact}
            onBack={() => go('details')}
            onDone={({ Over18: _over18, AcceptTerms: _terms, ...kept }) =>
              go('review', { ...latest.current, contact: kept })
            }
          />
        )}
        {step === 'review' && property && assessment && !order && contact && (
          <ReviewStep
            property={property}
            assessment={assessment}
            details={details}
            contact={contact}
            photos={photos}
            fees={fees}
            onEdit={(target) => go(target)}
            onPlace={place}
          />
        )}
        {step === 'review' && property && assessment && order && (
          <PaymentStep
            order={order}
            property={property}
            assessment={assessment}
            details={details}
            contact={contact}
            photos={photos}
            cardPayments={cardPayments}
            bank={bank}
          />
        )}
      </Fragment>
      {(step !== 'property' || order) && (
        <p className="wizard__restart">
          <button
            type="button"
            className="link"
            onClick={() => {
              clearDraft()
              go('property', {})
            }}
          >
            {order ? 'Order another valuation' : 'Start again with a new property'}
          </button>
        </p>
      )}
    </section>
  )
}
