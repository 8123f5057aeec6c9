import type { UIFieldServerProps } from 'payload'

import { idOrNull, personName } from '@valuedesk/domain'

import { mayWorkOn } from '../lifecycle/steps/workOn.ts'
import type { User, Valuation } from '../payload-types.ts'
import { DetailsList, type DetailRow } from './DetailsList.tsx'
import { MessageCustomer } from './MessageCustomer.tsx'

export async function CustomerContact({ data, payload, req }: UIFieldServerProps) {
  const valuation = data as Partial<Valuation>
  const contactId = idOrNull(valuation.contact)
  if (!valuation.id || contactId === null || !req.user) return null
  const allowed = await mayWorkOn(payload, req.user as User, valuation as Valuation).then(
    () => true,
    () => false,
  )
  if (!allowed) return null
  const contact = await payload
    .findByID({ collection: 'contacts', id: contactId, depth: 0, overrideAccess: true })
    .catch(() => undefined)
  if (!contact) return null
  const rows: DetailRow[] = [
    { label: 'Name', value: personName(contact) },
    ...(contact.businessName ? [{ label: 'Business', value: contact.businessName }] : []),
    { label: 'E-mail', value: contact.email, href: `mailto:${contact.email}` },
    ...(contact.phone
      ? [{ label: 'Phone', value: contact.phone, href: `tel:${contact.phone.replace(/\s/g, '')}` }]
      : []),
  ]
  return (
    <section aria-labelledby="customer-contact" style={{ margin: '8px 0 24px' }}>
      <h3 id="customer-contact" style={{ marginBottom: 8 }}>
        The customer
      </h3>
      <DetailsList rows={rows} after />
      <MessageCustomer />
    </section>
  )
}
