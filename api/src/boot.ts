import { bootPayload } from '@valuedesk/cms'

import { ReportInput } from './reports/pdf/input.ts'
import { renderReportPdf } from './reports/reportPdf.ts'

/**
 * Payload as the product runs it: migrated, and seeded with the sample reports (content/samples) rendered by
 * our report engine.
 */
export const bootProduct = (options: { runJobs?: boolean } = {}) =>
  bootPayload({
    ...options,
    renderSampleReport: async (sample) => renderReportPdf(ReportInput.parse(sample)),
  })
