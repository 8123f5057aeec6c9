import { Component, lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react'

import { Alert } from '../ui/Alert.tsx'
import { contactOpenEvent } from './contactEvents.ts'
import './contact.css'

/** The form and its validation load when a visitor heads for the panel: pages where nobody opens it ship none of it. */
const loadForm = () => import('./ContactForm.tsx')
const ContactForm = lazy(loadForm)

/** If the form cannot load (offline), the panel says so instead of going blank. */
class FormUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError = () => ({ failed: true })
  render() {
    if (!this.state.failed) return this.props.children
    return (
      <Alert type="error">
        The form could not load. Please check your connection and reload the page, or call us.
      </Alert>
    )
  }
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]'

/** Tab and Shift+Tab wrap around inside the dialog instead of leaving it. */
function trapTab(dialog: HTMLElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(focusable)]
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) return event.preventDefault()
  const inside = dialog.contains(document.activeElement)
  if (event.shiftKey && (document.activeElement === first || !inside)) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault()
    first.focus()
  }
}

const isContactLink = (target: EventTarget | null) =>
  Boolean((target as Element | null)?.closest?.('a[href="#contact"]'))

export function ContactPanel() {
  const [open, setOpen] = useState(false)
  const [opening, setOpening] = useState(0)
  const [confirmation, setConfirmation] = useState<string | null>(null)
  const opener = useRef<Element | null>(null)
  const panel = useRef<HTMLDivElement>(null)

  // A mouse click does not focus a link in every browser.
  const show = useCallback((from?: Element | null) => {
    opener.current = from ?? document.activeElement
    setConfirmation(null)
    setOpening((count) => count + 1)
    setOpen(true)
  }, [])

  const close = useCallback(() => {
    setOpen(false)
    if (opener.current instanceof HTMLElement) opener.current.focus()
  }, [])

  useEffect(() => {
    const onOpenLink = (event: MouseEvent) => {
      if (!isContactLink(event.target)) return
      event.preventDefault()
      show((event.target as Element).closest('a'))
    }
    // A pointer or focus on the way to a contact link starts loading the form.
    const preload = (event: Event) => isContactLink(event.target) && void loadForm()
    const onOpenEvent = () => show()
    window.addEventListener(contactOpenEvent, onOpenEvent)
    document.addEventListener('click', onOpenLink)
    document.addEventListener('pointerover', preload)
    document.addEventListener('focusin', preload)
    if (location.hash === '#contact') show()
    return () => {
      window.removeEventListener(contactOpenEvent, onOpenEvent)
      document.removeEventListener('click', onOpenLink)
      document.removeEventListener('pointerover', preload)
      document.removeEventListener('focusin', preload)
    }
  }, [show])

  // A modal dialog: focus moves in, Tab wraps inside, Escape closes and hands focus back.
  useEffect(() => {
    if (!open) return
    const dialog = panel.current!
    if (!dialog.contains(document.activeElement))
      (dialog.querySelector<HTMLElement>('input, textarea') ?? dialog).focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') return close()
      if (event.key === 'Tab') trapTab(dialog, event)
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, opening, close])

  const sent = useCallback(() => {
    close()
    setConfirmation('Thanks — your message is on its way. We reply within one business day.')
  }, [close])

  return (
    <>
      <div className="toast-region" role="status" aria-live="polite">
        {confirmation && (
          <Alert type="success" onDismiss={() => setConfirmation(null)}>
            {confirmation}
          </Alert>
        )}
      </div>
      <div className={`contact-backdrop${open ? ' is-open' : ''}`} onClick={close} aria-hidden="true" />
      <div
        ref={panel}
        tabIndex={-1}
        className={`contact-panel${open ? ' is-open' : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby="contact-title"
        aria-hidden={!open}
        inert={!open}
      >
        <div className="contact-panel__head">
          <h2 id="contact-title">Drop us a line...</h2>
          <button type="button" className="contact-panel__close" onClick={close} aria-label="Close">
            ×
          </button>
        </div>
        {opening > 0 && (
          <FormUnavailable>
            <Suspense
              fallback={
                <p className="contact-panel__loading" role="status">
                  Loading the form…
                </p>
              }
            >
              <ContactForm key={opening} onSent={sent} onCancel={close} />
            </Suspense>
          </FormUnavailable>
        )}
      </div>
    </>
  )
}
