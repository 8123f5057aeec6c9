/** A person as staff screens and reports name them: first and last name, else their e-mail address. */
export const personName = (person: {
  firstName?: string | null
  lastName?: string | null
  email?: string | null
}): string => [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email || ''
