import type { PayloadRequest } from 'payload'

import { idOf } from '@valuedesk/domain'

import { assignedEmail, holdAnsweredEmail } from '../../email/templates.ts'
import type { Valuation } from '../../payload-types.ts'
import { propertyAddress, valuationAdminUrl } from './emailRecipients.ts'
import { changeId, queueAbout } from './queueAboutValuation.ts'

/** Named by the history’s length: assigned again later is told again, a retry once. */
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

/** A valuation with no valuer yet is seen on the admin’s queues instead. */
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
