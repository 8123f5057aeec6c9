'use client'
import { useDocumentInfo, useFormFields, useFormModified } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'

import type { RuleOutcome } from '@valuedesk/domain/report/ruleIds'

import { apiCall } from './apiCall.ts'

export type ReportDetailView = {
  Status: string
  UpdatedAt: string
  Problems: { Text: string }[]
  Checks: {
    Rule: string
    Label: string
    Outcome: RuleOutcome
    Passed: string
    Findings: string[]
    Note: { Note: string; By: string; At: string } | null
  }[]
  Notes: { Rule: string; Label: string; Note: string; By: string; At: string }[]
  Edits: { At: string; By: string; Changes: string[] }[]
}

/** Said by a panel that changed the report through /api (a note saved), so the others ask again. */
export const REPORT_CHANGED = 'valuedesk:report-changed'
/** Said when a save of the report is sent: the form will take back the server's answer. */
export const REPORT_SAVING = 'valuedesk:report-saving'
/** Said when a save of the report has landed: the panels and the preview ask again. */
export const REPORT_SAVED = 'valuedesk:report-saved'

/** One answer for the panels that ask together (the checklist, the header, the history): one request each time. */
const asking = new Map<number | string, Promise<ReportDetailView>>()
function askOnce(id: number | string) {
  const pending = asking.get(id)
  if (pending) return pending
  const answer = apiCall<ReportDetailView>(`/api/reports/${id}`).finally(() => asking.delete(id))
  asking.set(id, answer)
  return answer
}

export function useReportDetail() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const modified = useFormModified()
  const [detail, setDetail] = useState<ReportDetailView | null>(null)
  const load = useCallback(() => {
    if (!id) return
    askOnce(id).then(setDetail, () => setDetail(null))
  }, [id])
  useEffect(() => {
    if (!modified) load()
  }, [load, modified, status])
  useEffect(() => {
    window.addEventListener(REPORT_CHANGED, load)
    window.addEventListener(REPORT_SAVED, load)
    return () => {
      window.removeEventListener(REPORT_CHANGED, load)
      window.removeEventListener(REPORT_SAVED, load)
    }
  }, [load])
  return { id, detail, modified }
}
