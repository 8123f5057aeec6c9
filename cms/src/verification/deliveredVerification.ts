import type { ReportData } from '@valuedesk/domain'

import type { Report } from '../payload-types.ts'
import { sha256Hex } from './sha256.ts'

export const deliveredVerification = (
  code: string,
  pdf: Uint8Array,
  data: ReportData,
): NonNullable<Report['verification']> => ({
  code,
  sha256: sha256Hex(pdf),
  practice: data.practice.name,
  valuer: data.valuer?.name ?? null,
  licences: data.valuer?.licences.join('\n') ?? null,
  address: data.address,
  valuationDate: data.valuationDate,
  reportDate: data.reportDate,
})
