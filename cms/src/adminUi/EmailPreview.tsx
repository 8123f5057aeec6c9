'use client'
import { useFormFields } from '@payloadcms/ui'

/** Sandboxed: no scripts, no forms, links open nowhere from here. */
export function EmailPreview() {
  const html = useFormFields(([fields]) => fields.html?.value) as string | null | undefined
  const text = useFormFields(([fields]) => fields.text?.value) as string | null | undefined
  return (
    <div className="field-type" style={{ marginBottom: 24 }}>
      <p className="field-label">What the recipient sees</p>
      {html ? (
        <iframe
          title="The e-mail as sent"
          sandbox=""
          srcDoc={html}
          style={{
            width: '100%',
            height: 560,
            border: '1px solid var(--theme-elevation-150)',
            background: '#fff',
          }}
        />
      ) : (
        <pre style={{ whiteSpace: 'pre-wrap' }}>{text || 'This e-mail has no content.'}</pre>
      )}
    </div>
  )
}
