import { formatDate } from '../order/dates.ts'
import { stateOf, type AustralianState } from '../order/schemas.ts'

/** NSW repealed its Valuers Act 2003 in 2016; elsewhere reports print membership, not a title. */
export const statutoryValuerTitles: Partial<Record<AustralianState, string>> = {
  QLD: 'Registered Valuer',
  WA: 'Licensed Valuer',
}

export type ValuerRegister = { name: string; url: string }

/** Landing pages, not the search forms (the deep links could not be checked); NSW has none since 2016. */
export const valuerRegisters: Partial<Record<AustralianState, ValuerRegister>> = {
  QLD: { name: 'the Valuers Registration Board’s public register', url: 'https://vrbq.qld.gov.au/' },
  WA: {
    name: 'Consumer Protection’s licence search',
    url: 'https://www.commerce.wa.gov.au/consumer-protection/licensing-land-valuers',
  },
}

export const valuerRegisterIn = (state: string | null | undefined) => {
  const known = stateOf(state)
  return known ? valuerRegisters[known] : undefined
}

export const statutoryTitleIn = (state: string | null | undefined) => {
  const known = stateOf(state)
  return known ? statutoryValuerTitles[known] : undefined
}

/** Whether a state registers (or licenses) valuers, so that a report there is signed under its register. */
export const registersValuers = (state: string | null | undefined) => Boolean(statutoryTitleIn(state))

export type ValuerLicence = { state: string; number: string; expiresOn: string | null }

/** A licence is current on a day when it has not expired before it (one with no expiry recorded is current). */
export const currentOn = (licence: ValuerLicence, day: string) =>
  !licence.expiresOn || licence.expiresOn.slice(0, 10) >= day

export const currentLicenceIn = (licences: readonly ValuerLicence[], state: string, day: string) =>
  licences.find((licence) => licence.state === state && currentOn(licence, day))

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
