import type { PayloadRequest } from 'payload'

import type { EmailContent, OrderOfEmail } from '../../email/templates.ts'
import { queueEmail } from '../../jobs/sendEmail.ts'
import type { Valuation } from '../../payload-types.ts'
import { addressee } from './emailRecipients.ts'

/** An e-mail about a valuation, under a name of its own (so it goes once); its outcome goes in the history. */
export const queueAbout = (
  req: PayloadRequest,
  valuation: Valuation,
  messageId: string,
  to: string,
  content: EmailContent,
) => queueEmail(req.payload, { messageId, valuation: String(valuation.id), to, ...content }, req)

/** The customer of a valuation, told of a change to it under a name of its own (so it goes once). */
export async function tell(
  req: PayloadRequest,
  valuation: Valuation,
  messageId: string,
  build: (notice: OrderOfEmail) => EmailContent,
) {
  const { contact, address, link, sender } = await addressee(req, valuation)
  if (!contact?.email) return
  const content = build({
    sender,
    firstName: contact.firstName,
    reference: valuation.reference,
    address,
    orderUrl: link,
  })
  await queueAbout(req, valuation, messageId, contact.email, content)
}

/** The history's length names a change: each hold, resume or decline is told once. */
export const changeId = (kind: string, valuation: Valuation) =>
  `${kind}-${valuation.id}-${valuation.history?.length ?? 0}`
