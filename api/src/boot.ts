import { bootPayload } from '@valuedesk/cms'

import { renderSampleReport, type SampleReport } from './reports/sampleReportPdf.ts'

/** Payload as the product runs it: migrated, and seeded with the sample reports rendered by our PDF engine. */
export const bootProduct = (options: { runJobs?: boolean } = {}) =>
  bootPayload({ ...options, renderSampleReport: (sample) => renderSampleReport(sample as SampleReport) })
