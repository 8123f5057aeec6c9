/** The made-up logins of guest accounts (one order placed without signing up) end in this domain. */
export const GUEST_EMAIL_DOMAIN = 'guests.valuedesk.invalid'

/** A guest account's made-up login: no one reads it, and no mail reaches it. */
export const isPlaceholderEmail = (email: string | null | undefined): boolean =>
  Boolean(email?.toLowerCase().endsWith(`@${GUEST_EMAIL_DOMAIN}`))

/** An address someone can be written to: a guest's made-up login is none. */
export const realEmail = (email: string | null | undefined): string | undefined =>
  email && !isPlaceholderEmail(email) ? email : undefined

/**
 * A person as staff screens and reports name them: first and last name, else their e-mail address (never a
 * guest's made-up login: "Guest customer" then).
 */
export const personName = (person: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}): string =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') ||
  realEmail(person.email) ||
  (isPlaceholderEmail(person.email) ? 'Guest customer' : '')
