import { personName, realEmail } from '../personName.ts'

type Person = { firstName?: string | null; lastName?: string | null; email?: string | null }

/** Payload searches a collection's own fields only. */
export type ValuationSearchCopies = {
  searchAddress: string
  customerName: string
  /** The contact's address and the account's own (never a guest's made-up login), comma-separated. */
  customerEmail: string
}

/** "12 Smith St, Paddington QLD 4064": the address line, then whichever of suburb, state and postcode it lacks. */
export function searchAddressOf(property: {
  address?: string | null
  suburb?: string | null
  state?: string | null
  postcode?: string | null
}): string {
  const line = (property.address ?? '').trim()
  const extra = [property.suburb, property.state, property.postcode]
    .map((part) => (part ?? '').trim())
    .filter((part) => part && !line.toLowerCase().includes(part.toLowerCase()))
  return [line, extra.join(' ')].filter(Boolean).join(', ')
}

export function customerCopiesOf(contact: Person | null | undefined, account: Person | null | undefined) {
  const named = [contact, account].find((person) => person && (person.firstName || person.lastName))
  const emails = [realEmail(contact?.email), realEmail(account?.email)].filter(
    (email, index, all): email is string =>
      Boolean(email) && all.findIndex((other) => other?.toLowerCase() === email?.toLowerCase()) === index,
  )
  return {
    customerName: named ? personName(named) : personName(contact ?? account ?? {}),
    customerEmail: emails.join(', '),
  }
}

export const valuationSearchCopies = (
  property: Parameters<typeof searchAddressOf>[0],
  contact: Person | null | undefined,
  account: Person | null | undefined,
): ValuationSearchCopies => ({
  searchAddress: searchAddressOf(property),
  ...customerCopiesOf(contact, account),
})
