import type { CollectionAfterChangeHook } from 'payload'

import { reportReadyEmail } from '../../../email/templates.ts'
import { queueEmail } from '../../../jobs/sendEmail.ts'
import { orderUrl } from '../../../orderLinks.ts'
import type { Valuation } from '../../../payload-types.ts'

const idOf = (item: number | { id: number }) => (typeof item === 'object' ? item.id : item)

/**
 * When a valuation is completed, its customer gets the report: an e-mail with the PDF attached,
 * queued as a job (kept in the database, retried on failure) in the same transaction as the change.
 */
export const sendReportWhenCompleted: CollectionAfterChangeHook<Valuation> = async ({
  doc,
  previousDoc,
  req,
}) => {
  if (doc.status !== '50' || previousDoc?.status === '50') return doc
  const { docs } = await req.payload.find({
    collection: 'reports',
    where: { valuation: { equals: doc.id }, status: { equals: 'final' } },
    sort: '-completedAt',
    limit: 1,
    depth: 0,
    req,
  })
  const report = docs[0]
  const contact = doc.contact
    ? await req.payload.findByID({ collection: 'contacts', id: idOf(doc.contact), depth: 0, req })
    : undefined
  const snapshot = await req.payload.findByID({
    collection: 'property-snapshots',
    id: idOf(doc.snapshot),
    depth: 0,
    req,
  })
  if (!report?.pdf || !contact?.email) {
    req.payload.logger.warn(
      { valuation: doc.id },
      'Completed valuation has no final report or contact e-mail; no report e-mail sent',
    )
    return doc
  }
  const content = reportReadyEmail({
    firstName: contact.firstName,
    reference: doc.reference,
    address: snapshot.address,
    orderUrl: orderUrl(doc.id, idOf(doc.customer)),
  })
  await queueEmail(
    req.payload,
    {
      to: contact.email,
      ...content,
      attachments: [
        {
          filename: `${doc.reference} valuation report.pdf`,
          contentType: 'application/pdf',
          fileId: idOf(report.pdf),
        },
      ],
    },
    req,
  )
  return doc
}
