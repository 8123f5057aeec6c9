import type { Payload } from 'payload'

import { statusOf } from '@valuedesk/domain'

/** Everything a completion could change: the valuation, its reports and their PDFs, files, e-mails and jobs. */
export async function completionFootprint(payload: Payload, valuationId: number | string) {
  const valuation = await payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })
  const { docs } = await payload.find({
    collection: 'reports',
    where: { valuation: { equals: valuationId } },
    sort: 'version',
    depth: 0,
  })
  return {
    status: statusOf(valuation),
    history: valuation.history?.map((entry) => [entry.from, entry.to, entry.note]),
    reports: docs.map((report) => ({
      version: report.version,
      status: report.status,
      pdf: report.pdf ?? null,
      completedAt: report.completedAt ?? null,
      verification: report.verification?.code ?? null,
      sha256: report.verification?.sha256 ?? null,
      edits: report.edits?.length ?? 0,
      updatedAt: report.updatedAt,
    })),
    files: (await payload.count({ collection: 'files' })).totalDocs,
    jobs: (await payload.count({ collection: 'payload-jobs' })).totalDocs,
    outbox: (await payload.count({ collection: 'outbox' })).totalDocs,
  }
}
