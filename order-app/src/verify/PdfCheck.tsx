import { useId, useState, type DragEvent } from 'react'

import { fingerprintOf } from './pdfFingerprint.ts'
import './verify.css'

type Props = { code: string; sha256: string; version: number; current: boolean }
type Outcome =
  | { state: 'idle' }
  | { state: 'checking'; name: string }
  | { state: 'done'; name: string; sha256: string }
  | { state: 'failed'; name: string; message: string }

/** Hashed in the browser; the outcome is announced (aria-live). */
export function PdfCheck({ code, sha256, version, current }: Props) {
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' })
  const [dragging, setDragging] = useState(false)
  const inputId = useId()
  const hintId = useId()

  const check = async (file: File | undefined) => {
    if (!file) return
    setOutcome({ state: 'checking', name: file.name })
    try {
      setOutcome({ state: 'done', name: file.name, sha256: await fingerprintOf(code, file) })
    } catch (error) {
      setOutcome({ state: 'failed', name: file.name, message: (error as Error).message })
    }
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setDragging(false)
    void check(event.dataTransfer.files[0])
  }

  return (
    <div className="pdf-check">
      <div
        className={`pdf-check__zone${dragging ? ' is-dragging' : ''}`}
        onDragOver={(event) => {
          event.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <label htmlFor={inputId} className="pdf-check__label">
          Choose the PDF you were given, or drop it here
        </label>
        <input
          id={inputId}
          type="file"
          accept="application/pdf,.pdf"
          aria-describedby={hintId}
          onChange={(event) => void check(event.currentTarget.files?.[0])}
        />
        <p id={hintId} className="pdf-check__hint">
          Your browser computes the file’s SHA-256 and compares it with the one recorded when we delivered the
          report. The file is not uploaded.
        </p>
      </div>
      <div className="pdf-check__result" role="status" aria-live="polite" aria-label="Result of the check">
        {outcome.state === 'checking' && <p>Checking {outcome.name}…</p>}
        {outcome.state === 'failed' && (
          <p className="pdf-check__verdict pdf-check__verdict--no">
            {outcome.name} could not be checked: {outcome.message}
          </p>
        )}
        {outcome.state === 'done' &&
          (outcome.sha256 === sha256 ? (
            <div className="pdf-check__verdict pdf-check__verdict--yes">
              <p className="pdf-check__headline">
                <span aria-hidden="true">✓ </span>Matches: {outcome.name} is the report we delivered.
              </p>
              <p>
                It is version {version}, exactly as delivered
                {current ? ', and the current version.' : '; a later version has replaced it (see above).'}
              </p>
            </div>
          ) : (
            <div className="pdf-check__verdict pdf-check__verdict--no">
              <p className="pdf-check__headline">
                <span aria-hidden="true">✕ </span>Does not match — {outcome.name} is not the report we
                delivered.
              </p>
              <p>
                Its SHA-256 is <code className="pdf-check__hash">{outcome.sha256}</code>. Even a one-character
                change to a PDF changes it. Ask the person who gave you this file for the report as we sent
                it, or contact us.
              </p>
            </div>
          ))}
      </div>
    </div>
  )
}
