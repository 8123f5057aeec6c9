import { formatDate } from '../order/dates.ts'
import { stateOf, type AustralianState } from '../order/schemas.ts'

/**
 * The title each state's statute gives a valuer it registers or licenses (Valuers Registration Act 1992 (Qld),
 * Land Valuers Licensing Act 1978 (WA)). New South Wales registered valuers under its Valuers Act 2003 until that
 * Act was repealed (2016): a registration there no longer stands, so no NSW title is printed. For every state and
 * territory not listed, the report prints the valuer's professional membership and the practice's standing,
 * never a made-up title (add a state here only once its statute is checked).
 */
export const statutoryValuerTitles: Partial<Record<AustralianState, string>> = {
  QLD: 'Registered Valuer',
  WA: 'Licensed Valuer',
}

/** A state's public register of the valuers it registers or licenses: where anyone can look a number up. */
export type ValuerRegister = { name: string; url: string }

/**
 * Where each state's register can be searched, for the title it gives (statutoryValuerTitles). Queensland's Board
 * and Western Australia's Consumer Protection publish theirs; the addresses are their pages that lead to the search
 * (the deep links to the search forms could not be checked from here, so the site links the page above them).
 * New South Wales has none since its Valuers Act 2003 was repealed (the Fair Trading Act 1987 s 43 speaks of it
 * "as in force immediately before the repeal"); the other states and territories register none.
 */
export const valuerRegisters: Partial<Record<AustralianState, ValuerRegister>> = {
  QLD: { name: 'the Valuers Registration Board’s public register', url: 'https://vrbq.qld.gov.au/' },
  WA: {
    name: 'Consumer Protection’s licence search',
    url: 'https://www.commerce.wa.gov.au/consumer-protection/licensing-land-valuers',
  },
}

/** The public register of a state's valuers, when it keeps one. */
export const valuerRegisterIn = (state: string | null | undefined) => {
  const known = stateOf(state)
  return known ? valuerRegisters[known] : undefined
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
