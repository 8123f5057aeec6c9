/** Printed on tax invoices as the buyer, so after the first invoice only an admin changes them. */

/** The fields an invoice prints: their wire names, for refusals. */
export const firmIdentityFields = { name: 'Name', abn: 'ABN' } as const
export type FirmIdentityField = keyof typeof firmIdentityFields

/** Why `changed` may not be changed by this person (undefined: they may), with the status to refuse with. */
export function firmIdentityProblem(input: {
  changed: readonly FirmIdentityField[]
  admin: boolean
  registrant: boolean
  invoiced: boolean
}): { status: 403 | 409; message: string } | undefined {
  const { changed, admin, registrant, invoiced } = input
  if (changed.length === 0 || admin) return undefined
  const names = changed.map((field) => firmIdentityFields[field]).join(' and ')
  if (invoiced)
    return {
      status: 409,
      message: `${names}: the firm’s invoices print its legal name and ABN, so only ValueDesk changes them now. Contact us with the change and we will make it.`,
    }
  if (!registrant)
    return {
      status: 403,
      message: `${names}: only the member who registered the firm corrects its legal name and ABN (or ValueDesk).`,
    }
  return undefined
}
