import type { Payload } from 'payload'

import { checkRole, renderReport, type User, type Valuation } from '@valuedesk/cms'
import { transitionProblem, type ValuationStatus, AppError } from '@valuedesk/domain'

import { asCaller, idOf } from '../http/caller.ts'
import { changeValuation } from '../valuations/workflow.service.ts'

/**
 * Completes a valuation with its report: the workflow must allow it, then the final PDF is rendered
 * and stored for the customer, the report is marked final, and the valuation moves to Completed —
 * whose hook queues the customer's e-mail with the PDF.
 */
export async function completeValuation(payload: Payload, user: User, valuation: Valuation, note?: string) {
  const problem = transitionProblem(Number(valuation.status) as ValuationStatus, 50, {
    actor: checkRole(['admin'], user) ? 'admin' : 'valuer',
    hasValuer: Boolean(valuation.valuer),
    hasFinishedReport: true,
  })
  if (problem) throw AppError.conflict(problem)
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { equals: valuation.id }, status: { equals: 'draft' } },
    sort: '-updatedAt',
    limit: 1,
    ...asCaller(user),
  })
  const report =
    docs[0] ?? AppError.throwConflict('Build the report first: there is no draft report for this valuation.')
  // The customer owns the stored PDF, so it shows on their order page; valuers see it through the valuation.
  const completedAt = new Date().toISOString()
  const pdf = await renderReport(payload, { ...report, completedAt }, false)
  const file = await payload.create({
    collection: 'files',
    data: { customer: idOf(valuation.customer) },
    file: {
      data: pdf,
      mimetype: 'application/pdf',
      name: `${valuation.reference}-valuation-report.pdf`,
      size: pdf.length,
    },
    overrideAccess: true,
  })
  await payload.update({
    collection: 'reports',
    id: report.id,
    data: { status: 'final', pdf: file.id, completedAt },
    overrideAccess: true,
  })
  return changeValuation(
    payload,
    user,
    valuation.id,
    { status: '50' },
    note ?? 'Report completed and sent to the customer',
  )
}
