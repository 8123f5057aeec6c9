/** The made-up logins of guest accounts (one order placed without signing up) end in this domain. */
export const GUEST_EMAIL_DOMAIN = 'guests.valuedesk.invalid'

/** A guest account's made-up login: no one reads it, and no mail reaches it. */
export const isPlaceholderEmail = (email: string | null | undefined): boolean =>
  Boolean(email?.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`))

export const realEmail = (email: string | null | undefined): string | undefined =>
  email && !isPlaceholderEmail(email) ? email : undefined

export const fullName = (person: { firstName?: string | null; lastName?: string | null }): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ')

/** Never a guest's made-up login: "Guest customer" then. */
export const personName = (person: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}): string =>
  fullName(person) || realEmail(person.email) || (isPlaceholderEmail(person.email) ? 'Guest customer' : '')

/** Nameless, the organisation alone: an address is no one the invited can place. */
export const inviterName = (
  person: { firstName?: string | null; lastName?: string | null },
  organisation: string,
): string => {
  const name = fullName(person)
  return name ? `${name} of ${organisation}` : organisation
}
