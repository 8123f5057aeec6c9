import type { Payload } from 'payload'

import { idOrNull } from '@valuedesk/domain'

import { claimOrderEmail } from '../email/templates.ts'
import { queueEmail } from '../jobs/sendEmail.ts'
import type { Contact, PropertySnapshot, User, Valuation } from '../payload-types.ts'
import { EMAIL_LINK_MINUTES, newEmailLink } from './emailLinks.ts'
import { limitSends } from './sendLimits.ts'

/** The site's page a claim link opens; signed in, it adds the order to that account (lifecycle/claimOrder.ts). */
export const CLAIM_PAGE = '/account/claim'

export type ClaimAsk = { reference: string; email: string; caller: string }

/** Looked up off the answer's path, so neither the answer nor its time says whether such an order exists. */
export async function requestOrderClaim(payload: Payload, ask: ClaimAsk): Promise<void> {
  const email = ask.email.trim().toLowerCase()
  await limitSends(payload, 'orderClaim', { to: email, field: 'Email', caller: ask.caller })
  setImmediate(() => {
    sendClaimLink(payload, ask.reference, email).catch((error: unknown) =>
      payload.logger.error({ err: error, reference: ask.reference }, 'The order claim link was not sent'),
    )
  })
}

export async function sendClaimLink(payload: Payload, reference: string, email: string): Promise<boolean> {
  const valuation = await payload.db.findOne<Valuation>({
    collection: 'valuations',
    where: { reference: { equals: reference } },
  })
  if (!valuation) return false
  const customer = await payload.db.findOne<User>({
    collection: 'users',
    where: { id: { equals: idOrNull(valuation.customer) } },
  })
  const contactId = idOrNull(valuation.contact)
  const contact =
    contactId === null
      ? null
      : await payload.db.findOne<Contact>({ collection: 'contacts', where: { id: { equals: contactId } } })
  if (!customer?.guest || contact?.email.trim().toLowerCase() !== email) return false
  const snapshotId = idOrNull(valuation.snapshot)
  const snapshot =
    snapshotId === null
      ? null
      : await payload.db.findOne<PropertySnapshot>({
          collection: 'property-snapshots',
          where: { id: { equals: snapshotId } },
        })
  // The guest account keeps the link's hash: a later link replaces an earlier one, and the claim clears it.
  const link = newEmailLink(CLAIM_PAGE, String(valuation.id))
  await payload.db.updateOne({ collection: 'users', id: customer.id, data: link.kept })
  await queueEmail(payload, {
    to: contact.email,
    ...claimOrderEmail(
      {
        reference: valuation.reference,
        address: snapshot?.address ?? 'your property',
        firstName: contact.firstName,
      },
      link.href,
      EMAIL_LINK_MINUTES,
    ),
  })
  return true
}
