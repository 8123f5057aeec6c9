import { formatDate } from '../order/dates.ts'
import { stateOf, type AustralianState } from '../order/schemas.ts'

/**
 * The title each state's statute gives a valuer it registers or licenses (Valuers Registration Act 1992 (Qld),
 * Valuers Act 2003 (NSW), Land Valuers Licensing Act 1978 (WA)). For every other state and territory no title
 * is printed: the report there prints the valuer's professional membership and the practice's standing, never a
 * made-up title (add a state here only once its statute is checked).
 */
export const statutoryValuerTitles: Partial<Record<AustralianState, string>> = {
  QLD: 'Registered Valuer',
  NSW: 'Registered Valuer',
  WA: 'Licensed Valuer',
}

/** The state's statutory title for a valuer, when it registers valuers. */
export const statutoryTitleIn = (state: string | null | undefined) => {
  const known = stateOf(state)
  return known ? statutoryValuerTitles[known] : undefined
}

/** Whether a state registers (or licenses) valuers, so that a report there is signed under its register. */
export const registersValuers = (state: string | null | undefined) => Boolean(statutoryTitleIn(state))

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
 * admin acts on; null when they hold a current licence there, or the state registers no valuers.
 */
export function licenceProblem(
  name: string,
  licences: readonly ValuerLicence[],
  state: string,
  day: string,
): string | null {
  if (!registersValuers(state) || currentLicenceIn(licences, state, day)) return null
  const inState = licences.filter((licence) => licence.state === state)
  if (!inState.length)
    return `${name} holds no licence recorded for ${state}, where the property is: choose a valuer licensed there (an admin records licences on the valuer’s practice record).`
  const latest = inState
    .map((licence) => licence.expiresOn?.slice(0, 10) ?? '')
    .sort()
    .at(-1)!
  return `${name}’s ${state} licence (No. ${inState.map((licence) => licence.number).join(', No. ')}) expired on ${formatDate(latest)}: an admin records the renewed licence first.`
}
