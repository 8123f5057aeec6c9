import { formatDate } from '../order/dates.ts'

/** A valuer's licence or registration in a state, as an admin records it on their practice record. */
export type ValuerLicence = { state: string; number: string; expiresOn: string | null }

/** A licence is current on a day when it has not expired before it (one with no expiry recorded is current). */
export const currentOn = (licence: ValuerLicence, day: string) =>
  !licence.expiresOn || licence.expiresOn.slice(0, 10) >= day

/** The valuer's licence in a state that is current on a day, if any. */
export const currentLicenceIn = (licences: readonly ValuerLicence[], state: string, day: string) =>
  licences.find((licence) => licence.state === state && currentOn(licence, day))

/**
 * Why a valuer may not value a property in `state` on `day` (no licence there, or each one expired), in words an
 * admin acts on; null when they hold a current licence there.
 */
export function licenceProblem(
  name: string,
  licences: readonly ValuerLicence[],
  state: string,
  day: string,
): string | null {
  if (currentLicenceIn(licences, state, day)) return null
  const inState = licences.filter((licence) => licence.state === state)
  if (!inState.length)
    return `${name} holds no licence recorded for ${state}, where the property is: choose a valuer licensed there (an admin records licences on the valuer’s practice record).`
  const latest = inState
    .map((licence) => licence.expiresOn?.slice(0, 10) ?? '')
    .sort()
    .at(-1)!
  return `${name}’s ${state} licence (No. ${inState.map((licence) => licence.number).join(', No. ')}) expired on ${formatDate(latest)}: an admin records the renewed licence first.`
}
