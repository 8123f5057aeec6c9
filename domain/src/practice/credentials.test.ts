import { describe, expect, it } from 'vitest'

import { australianStateNames, australianStates, type AustralianState } from '../order/schemas.ts'
import { credentialLines, licenceRegister, printedCredentials } from './credentials.ts'
import { licenceProblem, registersValuers, valuerRegisterIn } from './licences.ts'

const reportDate = '2026-11-20'
const cpv = { body: 'API' as const, grade: 'Certified Practising Valuer', number: '62817' }
const membership = 'Certified Practising Valuer, Australian Property Institute, No. 62817'

/** The matrix's valuer: a current licence in the property's state, and a second one that expired on 30 June 2026. */
const valuerIn = (state: AustralianState) => ({
  licences: [
    { state, number: '1234', expiresOn: '2027-06-30' },
    { state: state === 'WA' ? 'QLD' : 'WA', number: '5678', expiresOn: '2026-06-30' },
  ],
  memberships: [cpv],
})

describe('the credentials a report prints, state by state, for a valuer whose second licence has expired', () => {
  it.each([
    ['QLD', ['Registered Valuer No. 1234 (Queensland)', membership]],
    // Its Valuers Act 2003 is repealed: a registration recorded there is no credential to print.
    ['NSW', [membership]],
    ['WA', ['Licensed Valuer No. 1234 (Western Australia)', membership]],
    ['VIC', [membership]],
    ['SA', [membership]],
    ['TAS', [membership]],
    ['ACT', [membership]],
    ['NT', [membership]],
  ] as const)(
    'when the property is in %s, then the report prints %j and never the expired licence',
    (state, lines) => {
      const printed = printedCredentials({ ...valuerIn(state), propertyState: state, reportDate })
      expect(credentialLines(printed)).toEqual(lines)
    },
  )

  it('when every state is listed, then only Queensland and Western Australia register valuers', () => {
    expect(australianStates.filter(registersValuers)).toEqual(['QLD', 'WA'])
  })
})

describe('the auditor’s two examples', () => {
  it('when a licence expired on 30 June 2026 and the report is dated November 2026, then it is not printed', () => {
    const printed = printedCredentials({
      licences: [
        { state: 'QLD', number: '4821', expiresOn: '2027-06-30' },
        { state: 'WA', number: '1763', expiresOn: '2026-06-30' },
      ],
      memberships: [],
      propertyState: 'QLD',
      reportDate: '2026-11-24',
    })
    expect(printed.licences).toEqual(['Registered Valuer No. 4821 (Queensland)'])
  })

  it('when a Queensland valuer signs, then the line reads the statute’s title, not “QLD licensed valuer”', () => {
    const printed = printedCredentials({
      licences: [{ state: 'QLD', number: '4821', expiresOn: null }],
      memberships: [],
      propertyState: 'QLD',
      reportDate,
    })
    expect(printed.licences).toEqual(['Registered Valuer No. 4821 (Queensland)'])
  })
})

describe('printed credentials', () => {
  it('when the valuer holds current licences in two states, then the property’s state comes first', () => {
    const printed = printedCredentials({
      licences: [
        { state: 'QLD', number: '4821', expiresOn: null },
        { state: 'WA', number: '1763', expiresOn: null },
      ],
      memberships: [],
      propertyState: 'WA',
      reportDate,
    })
    expect(printed.licences).toEqual([
      'Licensed Valuer No. 1763 (Western Australia)',
      'Registered Valuer No. 4821 (Queensland)',
    ])
  })

  it('when a licence expires on the report’s date, then it is still printed; a day later it is not', () => {
    const licences = [{ state: 'WA', number: '77', expiresOn: '2026-11-20' }]
    const on = (day: string) =>
      printedCredentials({ licences, memberships: [], propertyState: 'WA', reportDate: day }).licences
    expect(on('2026-11-20')).toEqual(['Licensed Valuer No. 77 (Western Australia)'])
    expect(on('2026-11-21')).toEqual([])
  })

  it('when a number is recorded for a state that registers no valuers, then no title is made up for it', () => {
    const printed = printedCredentials({
      licences: [{ state: 'VIC', number: '99', expiresOn: null }],
      memberships: [{ body: 'RICS', grade: 'MRICS', number: null }],
      propertyState: 'VIC',
      reportDate,
    })
    expect(credentialLines(printed)).toEqual(['MRICS, Royal Institution of Chartered Surveyors'])
  })
})

describe('a licence for a state that registers no valuers', () => {
  it('when the property is in Victoria, then no licence is asked of the valuer', () => {
    expect(licenceProblem('Jane Citizen', [], 'VIC', reportDate)).toBeNull()
  })
})

describe('where a printed licence can be checked, state by state', () => {
  it.each([
    [
      'QLD',
      'Registered Valuer No. 1234 (Queensland), on the Valuers Registration Board’s public register',
      'https://vrbq.qld.gov.au/',
    ],
    [
      'WA',
      'Licensed Valuer No. 1234 (Western Australia), on Consumer Protection’s licence search',
      'https://www.commerce.wa.gov.au/consumer-protection/licensing-land-valuers',
    ],
    // Its Valuers Act is repealed: no register lists the number.
    ['NSW', undefined, undefined],
    ['VIC', undefined, undefined],
    ['SA', undefined, undefined],
    ['TAS', undefined, undefined],
    ['ACT', undefined, undefined],
    ['NT', undefined, undefined],
  ] as const)('when a licence in %s is printed, then its line links to %s', (state, text, url) => {
    const [line] = printedCredentials({
      ...valuerIn(state),
      licences: [{ state, number: '1234', expiresOn: null }],
      memberships: [],
      propertyState: state,
      reportDate,
    }).licences
    const register = licenceRegister(line ?? `Registered Valuer No. 1234 (${australianStateNames[state]})`)
    expect(register && { text: register.text, url: register.url }).toEqual(text && { text, url })
  })

  it('when every state is looked at, then each one with a register is one that gives valuers a title', () => {
    for (const state of australianStates)
      if (valuerRegisterIn(state)) expect(registersValuers(state), state).toBe(true)
  })

  it('when a line names no state, or a membership, then nothing links', () => {
    expect(licenceRegister('Registered Valuer No. 1234')).toBeUndefined()
    expect(licenceRegister(membership)).toBeUndefined()
  })
})
