'use client'
import { Button } from '@payloadcms/ui'
import { useEffect, useState } from 'react'

import { REPORT_SAVED } from './reportDetail.ts'

const PANEL = 'min(46vw, 760px)'

export function ReportPreview({ reportId }: { reportId: number | string }) {
  const [open, setOpen] = useState(false)
  const [drawn, setDrawn] = useState(() => Date.now())
  useEffect(() => {
    if (!open) return
    const redraw = () => setDrawn(Date.now())
    window.addEventListener(REPORT_SAVED, redraw)
    document.body.style.marginRight = PANEL
    return () => {
      window.removeEventListener(REPORT_SAVED, redraw)
      document.body.style.marginRight = ''
    }
  }, [open])
  return (
    <>
      <Button
        buttonStyle="secondary"
        size="medium"
        margin={false}
        onClick={() => setOpen((was) => !was)}
        aria-expanded={open}
        aria-controls="report-preview"
      >
        {open ? 'Close preview' : 'Preview beside'}
      </Button>
      {open && (
        <aside
          id="report-preview"
          aria-label="Report preview"
          style={{
            position: 'fixed',
            top: 0,
            right: 0,
            bottom: 0,
            width: PANEL,
            zIndex: 30,
            background: 'var(--theme-elevation-100)',
            borderLeft: '1px solid var(--theme-elevation-150)',
          }}
        >
          <iframe
            key={drawn}
            title="The report as the customer will receive it (the last save)"
            src={`/api/reports/${reportId}/pdf#view=FitH`}
            style={{ width: '100%', height: '100%', border: 0 }}
          />
        </aside>
      )}
    </>
  )
}
