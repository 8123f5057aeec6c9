import type { PayloadRequest } from 'payload'

import { fundOutstanding, idOf, idOrNull, personName } from '@valuedesk/domain'

import type { Sender } from '../../email/templates.ts'
import { env } from '../../env.ts'
import { orderUrl } from '../../orderLinks.ts'
import type { Invoice, Valuation } from '../../payload-types.ts'

export const contactOf = async (req: PayloadRequest, contact: Valuation['contact'] | Invoice['contact']) =>
  contact
    ? await req.payload.findByID({ collection: 'contacts', id: idOf(contact), depth: 0, req })
    : undefined

/** SMSF reporting ordered without the fund: its e-mails ask for it. */
export const fundNeeded = (valuation: Valuation) =>
  fundOutstanding(valuation.purpose, valuation.fund).length > 0

export const propertyAddress = async (req: PayloadRequest, valuation: Valuation) =>
  (
    await req.payload.findByID({
      collection: 'property-snapshots',
      id: idOf(valuation.snapshot),
      depth: 0,
      req,
    })
  ).address

/** The practice signs by its legal name, its trading name until that is recorded. */
export async function senderOf(req: PayloadRequest, valuation: Valuation): Promise<Sender | undefined> {
  const practiceId = idOrNull(valuation.practice)
  if (practiceId === null) return undefined
  const practice = await req.payload.findByID({ collection: 'practices', id: practiceId, depth: 0, req })
  const valuerId = idOrNull(valuation.valuer)
  const valuer =
    valuerId === null
      ? null
      : await req.payload.findByID({ collection: 'users', id: valuerId, depth: 0, req }).catch(() => null)
  const named = valuer && (valuer.firstName || valuer.lastName) ? personName(valuer) : null
  return { person: named, practice: practice.legalName?.trim() || practice.name }
}

export async function addressee(req: PayloadRequest, valuation: Valuation) {
  const contact = await contactOf(req, valuation.contact)
  return {
    contact,
    address: await propertyAddress(req, valuation),
    link: orderUrl(valuation.id, idOf(valuation.customer)),
    sender: await senderOf(req, valuation),
  }
}

export const valuationAdminUrl = (valuation: Valuation) =>
  `${env.SERVER_URL}/admin/collections/valuations/${valuation.id}`
