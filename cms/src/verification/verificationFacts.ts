import type { Payload } from 'payload'

import {
  idOf,
  idOrNull,
  normaliseVerificationCode,
  personName,
  reportStatus,
  type VerificationResponse,
} from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'
import { printedCredentialsOf, valuerRecordOf } from '../report-rules/valuerRecord.ts'

const delivered = [reportStatus.final, reportStatus.superseded]

/** Only what the page may say: no blocks, no figures, no client. */
const select = {
  status: true,
  version: true,
  valuation: true,
  completedAt: true,
  verification: true,
} as const

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

/** A licence expired since still shows, one expired by then never does. */
async function credentialsOnReportDate(payload: Payload, report: Pick<Report, 'valuation' | 'verification'>) {
  const recorded = {
    licences: (report.verification?.licences ?? '').split('\n').filter(Boolean),
    memberships: [] as string[],
  }
  const valuation = await payload
    .findByID({ collection: 'valuations', id: idOf(report.valuation), depth: 1 })
    .catch(() => undefined)
  const record =
    valuation && (await valuerRecordOf(payload, idOrNull(valuation.practice), idOrNull(valuation.valuer)))
  const reportDate = report.verification?.reportDate
  // A valuation reassigned since (a later version signed by another valuer) keeps this version's signer's lines.
  const signer =
    valuation?.valuer && typeof valuation.valuer === 'object' ? personName(valuation.valuer) : null
  if (!valuation || !record || !reportDate || signer !== report.verification?.valuer) return recorded
  const state = typeof valuation.snapshot === 'object' ? valuation.snapshot.state : null
  return printedCredentialsOf(record, state?.trim().toUpperCase() || null, reportDate)
}

/** Anyone may ask, so this reads as the system and returns nothing beyond these facts. */
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
  const credentials = await credentialsOnReportDate(payload, report)
  return {
    Code: code,
    Practice: facts.practice ?? '',
    Valuer: facts.valuer ?? '',
    Licences: credentials.licences,
    Memberships: credentials.memberships,
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
