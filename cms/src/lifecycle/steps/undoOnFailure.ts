import type { PayloadRequest } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import { RESTORING } from '../../hooks/recordReportEdits.ts'
import type { Report, Valuation } from '../../payload-types.ts'
import { writeAs } from './transaction.ts'

export type Done = { file?: number | string; report?: boolean; superseded: Report[]; valuation?: boolean }

/** Payload’s transactions are off on SQLite. */
const inRealTransaction = (req: PayloadRequest) =>
  typeof req.transactionID === 'string' || typeof req.transactionID === 'number'

const verificationFields = [
  'code',
  'sha256',
  'practice',
  'valuer',
  'licences',
  'address',
  'valuationDate',
  'reportDate',
] as const satisfies (keyof NonNullable<Report['verification']>)[]

/** RESTORING: the edit-recording hook records nothing. */
const restoreReport = (req: PayloadRequest, report: Report) =>
  req.payload.update({
    collection: 'reports',
    id: report.id,
    data: {
      status: report.status,
      pdf: idOrNull(report.pdf),
      completedAt: report.completedAt ?? null,
      // Every field named: a group written in part keeps the rest.
      verification: Object.fromEntries(
        verificationFields.map((name) => [name, report.verification?.[name] ?? null]),
      ),
      edits: (report.edits ?? []).map((edit) => ({ ...edit, by: idOrNull(edit.by) })),
    },
    ...writeAs(req),
  })

/** Where the database has no transaction, a failing write undoes the ones before it. */
export async function undoOnFailure<T>(
  req: PayloadRequest,
  before: { valuation: Valuation; report: Report },
  work: (done: Done) => Promise<T>,
): Promise<T> {
  const done: Done = { superseded: [] }
  try {
    return await work(done)
  } catch (error) {
    if (inRealTransaction(req)) throw error
    req.context[RESTORING] = true
    const steps = [
      done.valuation &&
        (() =>
          req.payload.update({
            collection: 'valuations',
            id: before.valuation.id,
            data: {
              status: before.valuation.status,
              history: (before.valuation.history ?? []).map((entry) => ({
                ...entry,
                by: idOrNull(entry.by),
              })),
            },
            ...writeAs(req),
          })),
      ...done.superseded.map((version) => () => restoreReport(req, version)),
      done.report && (() => restoreReport(req, before.report)),
      done.file !== undefined &&
        (() => req.payload.delete({ collection: 'files', id: done.file!, ...writeAs(req) })),
    ]
    for (const step of steps)
      if (step)
        await step().catch((undoError: unknown) =>
          req.payload.logger.error({ err: undoError }, 'A failed completion could not be fully undone'),
        )
    throw error
  }
}
