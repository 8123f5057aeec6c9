import { lexicalEditor } from '@payloadcms/richtext-lexical'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig } from 'payload'
import { ADMIN_DATE_FORMAT } from '@valuedesk/domain/timeZone'
import { MAX_UPLOAD_BYTES } from '@valuedesk/domain'

import { adminOnlyJobs } from './access/adminOnly.ts'
import { denyByDefault } from './access/denyByDefault.ts'
import { restrictPayloadCollections } from './access/payloadCollections.ts'
import { usableRelations } from './access/usableRelations.ts'
import { BusinessBranches } from './collections/BusinessBranches.ts'
import { Businesses } from './collections/Businesses.ts'
import { Categories } from './collections/Categories.ts'
import { CdnPages } from './collections/CdnPages.ts'
import { Contacts } from './collections/Contacts.ts'
import { Countries } from './collections/Countries.ts'
import { EnumerationGroups } from './collections/EnumerationGroups.ts'
import { Enumerations } from './collections/Enumerations.ts'
import { EmailClaims } from './collections/EmailClaims.ts'
import { EmailSends } from './collections/EmailSends.ts'
import { Enquiries } from './collections/Enquiries.ts'
import { Faqs } from './collections/Faqs.ts'
import { Files } from './collections/Files.ts'
import { FirmInvitations } from './collections/FirmInvitations.ts'
import { Franchises } from './collections/Franchises.ts'
import { Invoices } from './collections/Invoices/index.ts'
import { AdjustmentNotes } from './collections/AdjustmentNotes.ts'
import { Media } from './collections/Media.ts'
import { Outbox } from './collections/Outbox.ts'
import { OutboxFiles } from './collections/OutboxFiles.ts'
import { PagePurges } from './collections/PagePurges.ts'
import { Pages } from './collections/Pages.ts'
import { Posts } from './collections/Posts.ts'
import { PracticeValuers } from './collections/PracticeValuers/index.ts'
import { Signatures } from './collections/Signatures.ts'
import { Practices } from './collections/Practices.ts'
import { Products } from './collections/Products.ts'
import { PropertySnapshots } from './collections/PropertySnapshots.ts'
import { RequestCounts } from './collections/RequestCounts.ts'
import { StripeEvents } from './collections/StripeEvents.ts'
import { Users } from './collections/Users/index.ts'
import { ReportTemplates } from './collections/ReportTemplates.ts'
import { Reports } from './collections/Reports/index.ts'
import { Valuations } from './collections/Valuations/index.ts'
import { Zones } from './collections/Zones.ts'
import { databaseAdapter } from './database.ts'
import { readableMoments } from './fields/readable.ts'
import { emailAdapter } from './email/index.ts'
import { env } from './env.ts'
import { Footer } from './globals/Footer.ts'
import { Header } from './globals/Header.ts'
import { SiteSettings } from './globals/SiteSettings.ts'
import { sendPasswordResetTask } from './accounts/passwordReset.ts'
import { signUpTask } from './accounts/registration.ts'
import { jsonFieldsAsText } from './fields/jsonAsText.ts'
import { issueMonthlyInvoicesTask } from './jobs/issueMonthlyInvoices.ts'
import { purgeCdnTask } from './jobs/purgeCdn.ts'
import { remindDueValuationsTask } from './jobs/remindDueValuations.ts'
import { sendEmailTask } from './jobs/sendEmail.ts'
import { logDestination, loggerOptions } from './logging.ts'
import { uploadStorage } from './storage/uploadStorage.ts'
import { limitedSharp } from './uploads/photos.ts'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// storage-s3 lags payload by a patch; dependencies.test.ts checks versions. Remove when they match.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'

export default buildConfig({
  serverURL: env.SERVER_URL,
  secret: env.PAYLOAD_SECRET,
  csrf: [env.SERVER_URL],
  routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql' },
  // No screen of ours uses GraphQL, and one request of 200 aliased queries held the process for seconds.
  graphQL: { disable: true },
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' · ValueDesk admin' },
    // Australian order; every moment is shown on the business's clock, its zone named (fields/readable.ts).
    dateFormat: ADMIN_DATE_FORMAT,
    // No Gravatar: the admin makes no requests to third parties.
    avatar: 'default',
    importMap: { baseDir: dirname },
    components: {
      beforeDashboard: [
        '/adminUi/NameMissing#NameMissing',
        '/adminUi/WorkQueues#WorkQueues',
        '/adminUi/FailedEmails#FailedEmails',
        '/adminUi/WorkQueuesFailedJobs#FailedJobs',
        '/adminUi/MyValuations#MyValuations',
      ],
      afterNavLinks: ['/adminUi/invite/InviteLink#InviteLink'],
      views: { invite: { Component: '/adminUi/invite/InviteView#InviteView', path: '/invite', exact: true } },
    },
    livePreview: {
      breakpoints: [
        { label: 'Mobile', name: 'mobile', width: 390, height: 844 },
        { label: 'Tablet', name: 'tablet', width: 820, height: 1180 },
        { label: 'Desktop', name: 'desktop', width: 1440, height: 900 },
      ],
    },
  },
  collections: [
    Pages,
    Posts,
    Categories,
    Faqs,
    Media,
    Valuations,
    Reports,
    ReportTemplates,
    PropertySnapshots,
    Files,
    Practices,
    PracticeValuers,
    Signatures,
    Products,
    Invoices,
    AdjustmentNotes,
    Contacts,
    Enquiries,
    Businesses,
    BusinessBranches,
    FirmInvitations,
    Franchises,
    Countries,
    Zones,
    Enumerations,
    EnumerationGroups,
    Users,
    Outbox,
    OutboxFiles,
    EmailClaims,
    EmailSends,
    RequestCounts,
    StripeEvents,
    PagePurges,
    CdnPages,
  ],
  upload: { limits: { fileSize: MAX_UPLOAD_BYTES } },
  plugins: [uploadStorage(env.s3)],
  globals: [Header, Footer, SiteSettings],
  editor: lexicalEditor(),
  db: await databaseAdapter(env.DATABASE_URL, env.SQLITE_SYNCHRONOUS),
  email: emailAdapter(env),
  // Never decodes more pixels than we take (uploads are checked before, from their headers).
  sharp: limitedSharp,
  jobs: {
    // Run one at a time by every process (jobs/runQueuedJobs.ts), not by Payload's autoRun.
    tasks: [
      sendEmailTask,
      remindDueValuationsTask,
      issueMonthlyInvoicesTask,
      sendPasswordResetTask,
      signUpTask,
      purgeCdnTask,
    ],
    // Payload's default lets any signed-in user, guests included.
    access: { run: adminOnlyJobs, queue: adminOnlyJobs, cancel: adminOnlyJobs },
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, group: 'System' },
    }),
  },
  telemetry: false,
  typescript: { outputFile: path.join(dirname, 'payload-types.ts') },
  logger: { options: loggerOptions(env), destination: logDestination() },
})
  .then(restrictPayloadCollections)
  .then(denyByDefault)
  .then(usableRelations)
  .then(jsonFieldsAsText)
  .then(readableMoments)
