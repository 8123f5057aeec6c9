import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useForm, type Path } from 'react-hook-form'

import { ContactEmailForm } from '@valuedesk/domain'

import { apiRequest, ApiError } from '../api/client.ts'
import { Alert } from '../ui/Alert.tsx'
import { Button } from '../ui/Button.tsx'
import { contactOpenEvent } from './contactEvents.ts'
import { TextField } from '../ui/TextField.tsx'
import './contact.css'

type Fields = { FirstName: string; LastName: string; Email: string; Phone: string; BusinessName: string }
const empty: Fields = { FirstName: '', LastName: '', Email: '', Phone: '', BusinessName: '' }

/**
 * "Drop us a line...": the slide-in contact panel. Cleared each time it opens; sends the spec's
 * contact e-mail form; closes after a successful send and then confirms it; on failure keeps
 * what was typed and says what went wrong.
 */
export function ContactPanel() {
  const [open, setOpen] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [confirmation, setConfirmation] = useState<string | null>(null)
  const dialog = useRef<HTMLDivElement>(null)
  const opener = useRef<Element | null>(null)
  const form = useForm<Fields>({ defaultValues: empty, resolver: zodResolver(ContactEmailForm.omit({ RequestBearerToken: true })) as never })
  const { register, handleSubmit, reset, setError, formState } = form

  const show = useCallback(() => {
    opener.current = document.activeElement
    reset(empty)
    setFailure(null)
    setConfirmation(null)
    setOpen(true)
  }, [reset])

  const close = useCallback(() => {
    setOpen(false)
    if (opener.current instanceof HTMLElement) opener.current.focus()
  }, [])

  useEffect(() => {
    const onOpenLink = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href="#contact"]')
      if (!link) return
      event.preventDefault()
      show()
    }
    window.addEventListener(contactOpenEvent, show)
    document.addEventListener('click', onOpenLink)
    if (location.hash === '#contact') show()
    return () => {
      window.removeEventListener(contactOpenEvent, show)
      document.removeEventListener('click', onOpenLink)
    }
  }, [show])

  useEffect(() => {
    if (!open) return
    dialog.current?.querySelector<HTMLInputElement>('input')?.focus()
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close()
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [open, close])

  const send = handleSubmit(async (fields) => {
    setFailure(null)
    try {
      await apiRequest('/api/contacts/email', { method: 'POST', json: { ...fields, RequestBearerToken: false } })
      reset(empty)
      close()
      setConfirmation('Thanks — your message is on its way. We reply within one business day.')
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && error.modelState) {
        for (const [field, messages] of Object.entries(error.modelState))
          if (field in empty) setError(field as Path<Fields>, { message: messages[0] })
        setFailure('Please check the highlighted fields.')
      } else {
        setFailure('Your message could not be sent just now. It is still here — please try again in a moment.')
      }
    }
  })

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
      <div ref={dialog} className={`contact-panel${open ? ' is-open' : ''}`} role="dialog" aria-modal="true" aria-labelledby="contact-title" aria-hidden={!open} inert={!open}>
        <div className="contact-panel__head">
          <h2 id="contact-title">Drop us a line...</h2>
          <button type="button" className="contact-panel__close" onClick={close} aria-label="Close">
            ×
          </button>
        </div>
        <form onSubmit={send} noValidate>
          {failure && <Alert type="error">{failure}</Alert>}
          <div className="contact-panel__row">
            <TextField label="First Name" autoComplete="given-name" error={formState.errors.FirstName?.message} {...register('FirstName')} />
            <TextField label="Last Name" autoComplete="family-name" error={formState.errors.LastName?.message} {...register('LastName')} />
          </div>
          <TextField label="Email" type="email" autoComplete="email" required error={formState.errors.Email?.message} {...register('Email')} />
          <TextField label="Phone" type="tel" autoComplete="tel" error={formState.errors.Phone?.message} {...register('Phone')} />
          <TextField label="Message" multiline required error={formState.errors.BusinessName?.message} {...register('BusinessName')} />
          <div className="contact-panel__actions">
            <Button type="submit" loading={formState.isSubmitting}>
              Send
            </Button>
            <Button type="button" variant="secondary" onClick={close}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </>
  )
}
