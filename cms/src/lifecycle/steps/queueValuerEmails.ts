import type { PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

import { assignedEmail, holdAnsweredEmail } from '../../email/templates.ts'
import type { Valuation } from '../../payload-types.ts'
import { propertyAddress, valuationAdminUrl } from './emailRecipients.ts'
import { changeId, queueAbout } from './queueAboutValuation.ts'

/**
 * To the valuer an admin assigns, kept in the valuation's history like every e-mail about it. Named by the
 * history's length, so a valuer assigned again later is told again, and an assignment retried is told once.
 */
export async function queueAssigned(
  req: PayloadRequest,
  valuation: Valuation,
  valuer: { email: string; firstName: string | null },
) {
  const content = assignedEmail({
    firstName: valuer.firstName,
    reference: valuation.reference,
    address: await propertyAddress(req, valuation),
    dueAt: valuation.dueAt ?? null,
    valuationUrl: valuationAdminUrl(valuation),
  })
  await queueAbout(req, valuation, changeId('assigned', valuation), valuer.email, content)
}

/**
 * To the valuer assigned to a valuation on hold, when the customer answers through their link: what was asked,
 * their words, how many files they sent, and the new due time (the valuation is resumed). Kept in the
 * valuation's history like every e-mail about it; a valuation with no valuer yet is seen on the admin's queues.
 */
export async function queueHoldAnswered(
  req: PayloadRequest,
  valuation: Valuation,
  answer: { reason: string; answer: string; fileCount: number },
) {
  if (!valuation.valuer) return
  const valuer = await req.payload.findByID({
    collection: 'users',
    id: idOf(valuation.valuer),
    depth: 0,
    req,
    overrideAccess: true,
  })
  const content = holdAnsweredEmail({
    firstName: valuer.firstName ?? null,
    reference: valuation.reference,
    address: await propertyAddress(req, valuation),
    ...answer,
    dueAt: valuation.dueAt ?? null,
    valuationUrl: valuationAdminUrl(valuation),
  })
  await queueAbout(req, valuation, changeId('hold-answered', valuation), valuer.email, content)
}
