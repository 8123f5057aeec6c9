import { getPayload, type Payload } from 'payload'

import config from './payload.config.ts'
import { ensureFirstAdmin } from './accounts/firstAdmin.ts'
import { markRunning } from './backup/runningMarker.ts'
import { followPurges } from './cache/purgeBroadcast.ts'
import { dialectOf, settingUp, sqliteUrl } from './database.ts'
import { env } from './env.ts'
import { watchInterruptedJobs } from './jobs/recoverInterruptedJobs.ts'
import { runQueuedJobs } from './jobs/runQueuedJobs.ts'
import { migrationsFor } from './migrations.ts'
import { syncEnumerations } from './seed/enumerations.ts'
import { ensureReportTemplates } from './seed/reportTemplates.ts'
import { seedContent } from './seed/index.ts'
import { addHomeProof } from './seed/homeProof.ts'
import { reviseSeededCopy } from './seed/revisedCopy.ts'

export { env, rootDir } from './env.ts'
export type * from './payload-types.ts'
export { pageCache, type CachedPage, type PageCache } from './cache/pageCache.ts'
export { CDN_PAGE_CACHE_CONTROL, cdnPages, type CdnPages } from './cache/cdnPages.ts'
export { accessLogger } from './logging.ts'
export * from './lifecycle/index.ts'

// The CMS's public surface for the API, the site and the tests: import these from '@valuedesk/cms', never by path.
export { checkRole, staffRoles, type Role } from './access/roles.ts'
export { accessOperationsOf, statedAccess, unstated } from './access/denyByDefault.ts'
export { RuleRefusal } from './access/refusal.ts'
export { confirmEmail } from './accounts/emailChange.ts'
export {
  inviteStaff,
  pendingInvitations,
  resendInvitation,
  type Invitation,
  type PendingInvitation,
} from './accounts/invitation.ts'
export {
  firmMembers,
  inviteColleague,
  pendingColleagueInvitations,
  withdrawColleagueInvitation,
  type ColleagueInvitation,
} from './accounts/firmColleagues.ts'
export { acceptFirmInvitation, previewFirmInvitation } from './accounts/firmJoin.ts'
export { requestPasswordReset } from './accounts/passwordReset.ts'
export { ensureFirstAdmin } from './accounts/firstAdmin.ts'
export { callerStands, jwtExpiry, verifiedCallers } from './accounts/verifiedCallers.ts'
export { unmatchableHash } from './accounts/passwordHash.ts'
export { requestSignUp } from './accounts/registration.ts'
export { requestOrderClaim, sendClaimLink } from './accounts/orderClaim.ts'
export { limitSends, SEND_LIMITS } from './accounts/sendLimits.ts'
export { countCall, type Allowance } from './limits/requestCounts.ts'
export { memberBranchIds, valuerPracticeIds } from './access/memberships.ts'
export { enquiryReceivedEmail, taxInvoiceEmail, type EmailContent } from './email/templates.ts'
export { queueEmail, type EmailMessage } from './jobs/sendEmail.ts'
export { failedEmails, failedJobs, type FailedEmail, type FailedJob } from './jobs/failedEmails.ts'
export { retryFailedJob } from './jobs/retryFailedJob.ts'
export { queueListUrl, workQueueCounts, type CountedQueue } from './adminUi/workQueueCounts.ts'
export { holdAnswerUrl, isOrderKey, orderKey, orderUrl } from './orderLinks.ts'
export {
  configuredXeroApp,
  createBill,
  refreshTokens,
  xeroApp,
  XeroConnectionLost,
  type XeroApp,
} from './integrations/xero/client.ts'
export {
  disconnectXero,
  finishXeroConnection,
  firmWithSecrets,
  forgetXeroConnection,
  keepRefreshToken,
  memberFirm,
  openRefreshToken,
  startXeroConnection,
  XERO_STATE_COOKIE,
  XERO_STATE_MINUTES,
  xeroConnection,
} from './integrations/xero/connection.ts'
export { localities, localitiesLoaded, localityById, type Locality } from './geography/localities.ts'
export { saleSuburbsOf } from './documents/reportPdf/saleSuburbs.ts'
export {
  blockContentsOf,
  fromPayloadBlock,
  toPayloadBlock,
  type PayloadReportBlock,
} from './report-blocks/blockMapping.ts'
export { checksOf } from './report-rules/reportChecks.ts'
export { sha256Hex } from './verification/sha256.ts'
export { verificationFacts } from './verification/verificationFacts.ts'
export { lexicalToMarkdown, markdownConverter } from './richText/markdown.ts'
export { seedContent } from './seed/index.ts'
export { reviseSeededCopy } from './seed/revisedCopy.ts'
export { addHomeProof } from './seed/homeProof.ts'
export { isMissingFile, openStoredFile, readStoredFile } from './storage/storedFiles.ts'

export { newPdf } from './documents/pdfBuffer.ts'
export { ReportInput } from './documents/reportPdf/input.ts'
export { renderReportPdf } from './documents/reportPdf/reportPdf.ts'
export { renderReport, reportData } from './documents/reportPdf/reportDocument.ts'
export { taxInvoiceHtml, type TaxInvoiceView } from './documents/taxInvoice/taxInvoice.ts'
export { taxInvoicePdf } from './documents/taxInvoice/taxInvoicePdf.ts'
export { adjustmentNoteDocument, invoiceDocuments } from './documents/taxInvoice/invoiceDocuments.ts'
export { photoAsStored } from './uploads/photos.ts'

/** The admin (Next) and the site reuse it through Payload's process-wide cache. */
export async function bootPayload(options: { runJobs?: boolean } = {}): Promise<Payload> {
  // `npm run restore` refuses to replace the database while this process has it open.
  const dialect = dialectOf(env.DATABASE_URL)
  markRunning(env.dataDir, dialect === 'sqlite' ? sqliteUrl(env.DATABASE_URL) : dialect)
  const payload = await getPayload({ config })
  await settingUp(payload, dialect, async () => {
    await payload.db.migrate({ migrations: await migrationsFor(dialect) })
    await ensureFirstAdmin(payload, env.ADMIN_EMAIL, env.ADMIN_PASSWORD, env.ADMIN_NAME)
    await syncEnumerations(payload)
    await ensureReportTemplates(payload)
    await seedContent(payload)
    await reviseSeededCopy(payload)
    await addHomeProof(payload)
  })
  // Pages cached here are purged by publishes through any process on the same database.
  followPurges(payload)
  // Only once the tables it polls exist; tests run jobs themselves.
  if (options.runJobs !== false) {
    await watchInterruptedJobs(payload, dialect)
    const stopJobs = runQueuedJobs(payload)
    // No job is left half-run on a closed database connection.
    const destroy = payload.destroy.bind(payload)
    payload.destroy = async () => {
      await stopJobs()
      await destroy()
    }
  }
  return payload
}
