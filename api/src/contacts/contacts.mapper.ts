import type { Where } from 'payload'

import type { Contact } from '@valuedesk/cms'

export const toContactResponse = (contact: Contact) => ({
  ContactId: contact.id,
  FirstName: contact.firstName,
  LastName: contact.lastName,
  Email: contact.email,
  Phone: contact.phone ?? null,
  BusinessName: contact.businessName || null,
  CreatedAt: contact.createdAt,
})

export const contactSearch = (text: string | undefined): Where | undefined =>
  text
    ? { or: ['firstName', 'lastName', 'email', 'businessName'].map((field) => ({ [field]: { like: text } })) }
    : undefined

export function groupByFirm(contacts: Contact[]) {
  const groups = new Map<
    string,
    { BusinessName: string | null; Contacts: ReturnType<typeof toContactResponse>[] }
  >()
  for (const contact of contacts) {
    const name = contact.businessName?.trim() || null
    const key = name?.toLowerCase() ?? ''
    const group = groups.get(key) ?? { BusinessName: name, Contacts: [] }
    group.Contacts.push(toContactResponse(contact))
    groups.set(key, group)
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)))
    .map(([, group]) => group)
}
