import { describe, expect, it } from 'vitest'

import { fillReportText, intendedUsers, liabilityLimitedApplies, relianceUntil } from './statements.ts'

const facts = {
  client: 'Lindale Super Pty Ltd',
  instructedBy: 'Maria Rossi, Lindale Super Pty Ltd',
  instructedOn: '2026-06-24',
  purpose: 'SMSF annual reporting (market value)',
  valuationDate: '2026-06-30',
  reportDate: '2026-07-02',
  propertyState: 'QLD',
  practice: 'ValueDesk Valuations',
  valuer: 'Jane Citizen',
  photoCount: 6,
  reliancePeriodDays: 90,
}

describe('the statements a report makes, by where and for whom', () => {
  it('when the property is in Tasmania, then liability is not said to be limited', () => {
    expect(liabilityLimitedApplies(true, 'TAS')).toBe(false)
    expect(liabilityLimitedApplies(true, 'tas')).toBe(false)
  })

  it('when the practice is in no scheme, then liability is not said to be limited anywhere', () => {
    expect(liabilityLimitedApplies(false, 'QLD')).toBe(false)
  })

  it('when the practice is in a scheme and the property is elsewhere, then the line is printed', () => {
    expect(liabilityLimitedApplies(true, 'QLD')).toBe(true)
    expect(liabilityLimitedApplies(true, 'WA')).toBe(true)
  })

  it('when the state is not known, then the line is not printed (it may not apply)', () => {
    expect(liabilityLimitedApplies(true, null)).toBe(false)
  })

  it('when the report is for a super fund, then its trustee, auditor and the ATO may rely on it for that purpose', () => {
    expect(intendedUsers('smsf-reporting', 'Lindale Super Pty Ltd')).toBe(
      'Lindale Super Pty Ltd; the trustee of the fund, its approved SMSF auditor and the Australian Taxation Office may rely on it for that purpose only',
    )
    expect(intendedUsers('smsf-rental-assessment', 'X')).toMatch(/SMSF auditor/)
  })

  it('when the purpose is not a fund’s, then the fund’s users are not named', () => {
    expect(intendedUsers('transfer-duty', 'Ann Lee')).not.toMatch(/SMSF/)
    expect(intendedUsers(null, 'Ann Lee')).toBe('Ann Lee')
  })

  it('when the value may be relied on for 90 days, then it is until 90 days after the date of valuation', () => {
    expect(relianceUntil('2026-06-30', 90)).toBe('2026-09-28')
    expect(relianceUntil('2026-12-15', 30)).toBe('2027-01-14')
  })

  it('when a template names facts in braces, then they are filled; an unknown name is kept', () => {
    expect(
      fillReportText(
        'Instructed by {instructedBy} on {instructedOn}; {photoCount}; relied on until {relianceUntil} in {state}. {nope}',
        facts,
      ),
    ).toBe(
      'Instructed by Maria Rossi, Lindale Super Pty Ltd on 24 June 2026; 6 photographs; relied on until 28 September 2026 in QLD. {nope}',
    )
  })
})
