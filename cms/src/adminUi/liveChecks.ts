'use client'
import { useAllFormFields, useDebounce } from '@payloadcms/ui'
import { reduceFieldsToValues } from 'payload/shared'
import { useMemo, useRef, useSyncExternalStore } from 'react'

import { blockHeading, ReportBlockContent } from '@valuedesk/domain/report/blocks'
import { describeProblem } from '@valuedesk/domain/report/readiness'
import { ruleOutcome, type ReportRuleId } from '@valuedesk/domain/report/ruleIds'
import { blockingResults, checkReport, type RuleResult } from '@valuedesk/domain/report/rules'

import { fromPayloadBlock, type PayloadReportBlock } from '../report-blocks/blockMapping.ts'
import type { ReportSetting } from '../report-rules/reportChecks.ts'
import { useReportDetail, type ReportDetailView } from './reportDetail.ts'

/** The same rules the server runs before sending; checklist and header read one result. */

let shownSetting: ReportSetting | null = null
const listeners = new Set<() => void>()

/** Said once by the checklist, which the server draws with the report's setting. */
export function publishSetting(setting: ReportSetting) {
  if (shownSetting === setting) return
  shownSetting = setting
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export type Unfinished = { index: number; block: string; field: string; problem: string }

export function readBlock(
  block: PayloadReportBlock,
  at: number,
): { content: ReportBlockContent } | { unfinished: Unfinished } {
  const parsed = ReportBlockContent.safeParse(fromPayloadBlock(block))
  if (parsed.success) return { content: parsed.data }
  const issue = parsed.error.issues[0]!
  return {
    unfinished: {
      index: at + 1,
      block: blockHeading({ type: block.blockType } as ReportBlockContent),
      field: issue.path.join(' › '),
      problem: issue.message,
    },
  }
}

export type LiveChecks = {
  results: RuleResult[]
  /** Blocks half typed: the rules read them as last complete, and the form names the field. */
  unfinished: Unfinished[]
}

export function useLiveChecks(): LiveChecks | null {
  const setting = useSyncExternalStore(
    subscribe,
    () => shownSetting,
    () => null,
  )
  const [fields] = useAllFormFields()
  // The rules run when typing pauses, not on every key.
  const settled = useDebounce(fields, 250)
  // Each block as it last read complete, by its row id: a half-typed block is checked as it was, not as missing.
  const lastComplete = useRef(new Map<string, ReportBlockContent>())
  return useMemo(() => {
    if (!setting) return null
    const stored = (reduceFieldsToValues(settled, true).blocks ?? []) as PayloadReportBlock[]
    const unfinished: Unfinished[] = []
    const blocks = stored.flatMap((block, at) => {
      const parsed = readBlock(block, at)
      if ('content' in parsed) {
        if (block.id) lastComplete.current.set(block.id, parsed.content)
        return [parsed.content]
      }
      unfinished.push(parsed.unfinished)
      const kept = block.id ? lastComplete.current.get(block.id) : undefined
      return kept ? [kept] : []
    })
    return { results: checkReport({ ...setting, blocks }), unfinished }
  }, [setting, settled])
}

export function blockingCount(
  results: Pick<RuleResult, 'rule' | 'outcome'>[],
  noted: readonly ReportRuleId[],
) {
  const blocking = blockingResults(results, noted)
  const failing = blocking.filter((result) => result.outcome === ruleOutcome.fail).length
  return { failing, unnoted: blocking.length - failing, total: blocking.length }
}

/** "3 to fix, 2 warnings to note": the same words in the header and the checklist. */
export function blockingWords({ failing, unnoted }: ReturnType<typeof blockingCount>) {
  return [
    failing ? `${failing} to fix` : null,
    unnoted ? `${unnoted} warning${unnoted === 1 ? '' : 's'} to note` : null,
  ]
    .filter(Boolean)
    .join(', ')
}

export const findingLines = (result: RuleResult) => result.findings.map(describeProblem)

type Check = ReportDetailView['Checks'][number]

/** The checks to show: as the valuer types once the setting is known, else as the server last answered. */
function shownChecks(detail: ReportDetailView, live: LiveChecks | null): Check[] {
  if (!live) return detail.Checks
  return live.results.map((result) => {
    const note = detail.Notes.find((candidate) => candidate.Rule === result.rule)
    return {
      Rule: result.rule,
      Label: result.label,
      Outcome: result.outcome,
      Passed: result.passed,
      Findings: findingLines(result),
      Note: note && result.outcome === ruleOutcome.warn ? note : null,
    }
  })
}

export function useReportChecks() {
  const { id, detail, modified } = useReportDetail()
  const live = useLiveChecks()
  const checks = detail ? shownChecks(detail, live) : []
  const noted = (detail?.Notes ?? []).map((note) => note.Rule as ReportRuleId)
  const count = blockingCount(
    checks.map((check) => ({ rule: check.Rule as ReportRuleId, outcome: check.Outcome })),
    noted,
  )
  return { id, detail, modified, checks, count, unfinished: live?.unfinished ?? [] }
}
