import type { PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

import { reportReadyEmail } from '../../email/templates.ts'
import { queueEmail } from '../../jobs/sendEmail.ts'
import { verifyUrl } from '../../verification/verificationCode.ts'
import type { Report, Valuation } from '../../payload-types.ts'
import { reportDelivery } from './recordDelivery.ts'
import { writeAs } from './transaction.ts'
import { addressee } from './emailRecipients.ts'

/** The delivery reads "sent" only once the job sending it confirms (recordEmailOutcome). */
export async function queueReportReady(req: PayloadRequest, valuation: Valuation, report: Report) {
  const version = report.version ?? 1
  const { contact, address, link, sender } = await addressee(req, valuation)
  if (!contact?.email || !report.pdf) {
    req.payload.logger.warn(
      { valuation: valuation.id },
      'Completed valuation has no contact e-mail; no report sent',
    )
    await req.payload.update({
      collection: 'reports',
      id: report.id,
      data: { delivery: reportDelivery('failed', '', 'The order has no contact e-mail address.') },
      ...writeAs(req),
    })
    return
  }
  const content = reportReadyEmail({
    sender,
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    orderUrl: link,
    correction: version > 1 && report.reissueReason ? { version, reason: report.reissueReason } : undefined,
    verification: report.verification?.code
      ? { code: report.verification.code, url: verifyUrl(report.verification.code) }
      : undefined,
  })
  await queueEmail(
    req.payload,
    {
      messageId: `report-ready-${report.id}`,
      valuation: String(valuation.id),
      report: String(report.id),
      to: contact.email,
      ...content,
      attachments: [
        {
          filename: `${valuation.reference} valuation report${version > 1 ? ` v${version}` : ''}.pdf`,
          contentType: 'application/pdf',
          fileId: idOf(report.pdf),
        },
      ],
    },
    req,
  )
  await req.payload.update({
    collection: 'reports',
    id: report.id,
    data: { delivery: reportDelivery('queued', contact.email) },
    ...writeAs(req),
  })
}
