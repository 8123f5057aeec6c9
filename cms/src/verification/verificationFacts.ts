import type { Payload } from 'payload'

import { idOf, normaliseVerificationCode, reportStatus, type VerificationResponse } from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'

const delivered = [reportStatus.final, reportStatus.superseded]

/** Only what the page may say: no blocks, no figures, no client. */
const select = {
  status: true,
  version: true,
  valuation: true,
  completedAt: true,
  verification: true,
} as const

/** The delivered version after this one, when a reissue replaced it. */
async function nextVersion(payload: Payload, report: Pick<Report, 'valuation' | 'version'>) {
  const { docs } = await payload.find({
    collection: 'reports',
    where: {
      valuation: { equals: idOf(report.valuation) },
      version: { greater_than: report.version ?? 1 },
      status: { in: delivered },
    },
    sort: 'version',
    limit: 1,
    depth: 0,
    select,
  })
  return docs[0]
}

/**
 * What /verify/{code} confirms about a delivered report: who made it, of which property, its dates, version
 * and the SHA-256 of its PDF, and whether a later version replaced it. Null for a code no delivered report
 * has, or one that cannot be a code: the caller answers both with the same 404. Anyone may ask, so this reads
 * as the system and returns nothing beyond these facts.
 */
export async function verificationFacts(
  payload: Payload,
  typed: string,
): Promise<VerificationResponse | null> {
  const code = normaliseVerificationCode(typed)
  if (!code) return null
  const { docs } = await payload.find({
    collection: 'reports',
    where: { 'verification.code': { equals: code }, status: { in: delivered } },
    limit: 1,
    depth: 0,
    select,
  })
  const report = docs[0]
  const facts = report?.verification
  if (!report || !facts?.sha256) return null
  const next = report.status === reportStatus.superseded ? await nextVersion(payload, report) : undefined
  return {
    Code: code,
    Practice: facts.practice ?? '',
    Valuer: facts.valuer ?? '',
    Licences: (facts.licences ?? '').split('\n').filter(Boolean),
    Address: facts.address ?? '',
    ValuationDate: facts.valuationDate ?? '',
    ReportDate: facts.reportDate ?? '',
    Version: report.version ?? 1,
    Sha256: facts.sha256,
    Current: report.status === reportStatus.final,
    SupersededBy: next
      ? {
          Version: next.version ?? 1,
          Code: next.verification?.code ?? null,
          IssuedAt: next.completedAt ?? '',
        }
      : null,
  }
}
