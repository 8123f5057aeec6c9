import { describe, expect, it } from 'vitest'

import { currentLicenceIn, licenceProblem } from './licences.ts'

const qld = { state: 'QLD', number: '4821', expiresOn: '2027-06-30T12:00:00.000Z' }
const oldWa = { state: 'WA', number: '1763', expiresOn: '2026-01-31T12:00:00.000Z' }

describe('a valuer’s licence for a property’s state', () => {
  it('when the valuer holds a current licence in the state, then nothing is in the way', () => {
    expect(licenceProblem('Jane Citizen', [qld], 'QLD', '2026-11-24')).toBeNull()
    expect(currentLicenceIn([qld], 'QLD', '2026-11-24')?.number).toBe('4821')
  })

  it('when a licence has no expiry recorded, then it is current', () => {
    expect(licenceProblem('Jane Citizen', [{ ...qld, expiresOn: null }], 'QLD', '2030-01-01')).toBeNull()
  })

  it('when the licence expires that very day, then it is still current', () => {
    expect(licenceProblem('Jane Citizen', [qld], 'QLD', '2027-06-30')).toBeNull()
    expect(licenceProblem('Jane Citizen', [qld], 'QLD', '2027-07-01')).toMatch(/expired on 30 June 2027/)
  })

  it('when the valuer holds no licence in the state, then the problem names the valuer and the state', () => {
    expect(licenceProblem('Jane Citizen', [qld], 'WA', '2026-11-24')).toBe(
      'Jane Citizen holds no licence recorded for WA, where the property is: choose a valuer licensed there (an admin records licences on the valuer’s practice record).',
    )
  })

  it('when the valuer’s only licence in the state has expired, then the problem gives its number and the day it expired', () => {
    expect(licenceProblem('Jane Citizen', [qld, oldWa], 'WA', '2026-11-24')).toBe(
      'Jane Citizen’s WA licence (No. 1763) expired on 31 January 2026: an admin records the renewed licence first.',
    )
  })
})
