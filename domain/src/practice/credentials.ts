import { australianStateNames, australianStates, stateOf } from '../order/schemas.ts'
import {
  currentOn,
  statutoryTitleIn,
  valuerRegisterIn,
  type ValuerLicence,
  type ValuerRegister,
} from './licences.ts'
import { professionalBodies, type ProfessionalBody } from './professionalBodies.ts'

export type ValuerMembership = { body: ProfessionalBody; grade?: string | null; number?: string | null }

export type PrintedCredentials = { licences: string[]; memberships: string[] }

const licenceLine = (licence: ValuerLicence, title: string) =>
  `${title} No. ${licence.number} (${australianStateNames[stateOf(licence.state)!]})`

/** Nothing for a state that keeps no register, or a line that names no state. */
export function licenceRegister(line: string): (ValuerRegister & { text: string }) | undefined {
  const name = /\(([^()]+)\)\s*$/.exec(line)?.[1]
  const state = australianStates.find((code) => australianStateNames[code] === name)
  const register = valuerRegisterIn(state)
  return register && { ...register, text: `${line.trim()}, on ${register.name}` }
}

const membershipLine = (membership: ValuerMembership) =>
  [
    membership.grade?.trim(),
    professionalBodies[membership.body] ?? membership.body,
    membership.number?.trim() ? `No. ${membership.number.trim()}` : null,
  ]
    .filter(Boolean)
    .join(', ')

/** An expired licence is no credential; a state that registers no valuers has no title to print under. */
export function printedCredentials({
  licences,
  memberships,
  propertyState,
  reportDate,
}: {
  licences: readonly ValuerLicence[]
  memberships: readonly ValuerMembership[]
  propertyState: string | null
  reportDate: string
}): PrintedCredentials {
  const subjectState = stateOf(propertyState)
  const printed = licences
    .map((licence) => ({ licence, title: statutoryTitleIn(licence.state) }))
    .filter(
      (entry): entry is { licence: ValuerLicence; title: string } =>
        Boolean(entry.title) && currentOn(entry.licence, reportDate),
    )
    .sort(
      (a, b) =>
        Number(stateOf(b.licence.state) === subjectState) - Number(stateOf(a.licence.state) === subjectState),
    )
  return {
    licences: printed.map(({ licence, title }) => licenceLine(licence, title)),
    memberships: memberships.map(membershipLine),
  }
}

export const credentialLines = ({ licences, memberships }: PrintedCredentials) => [
  ...licences,
  ...memberships,
]
