import { describe, expect, it } from 'vitest'

import { fundOutstanding, fundOutstandingProblem, giveFundProblem, namedFund } from './fund.ts'
import { AssessmentDetails } from './schemas.ts'

const rossi = { name: 'Rossi Family Super Fund', trustee: 'Rossi Nominees Pty Ltd', abn: '51824753556' }

describe('a fund left out of an SMSF order', () => {
  it('when an SMSF order names no fund, then it is taken, and a fund given is still checked whole', () => {
    expect(AssessmentDetails.safeParse({ Purpose: 'smsf-reporting' }).success).toBe(true)
    const bad = AssessmentDetails.safeParse({
      Purpose: 'smsf-reporting',
      Fund: { Name: 'Rossi Family Super Fund', Trustee: 'Rossi Nominees Pty Ltd', Abn: '12 345 678 901' },
    })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['Fund.Abn'])
  })

  it('when the purpose needs a fund, then the fields it lacks are outstanding; otherwise none', () => {
    expect(fundOutstanding('smsf-reporting', null)).toEqual(['Name', 'Trustee', 'Abn'])
    expect(fundOutstanding('smsf-reporting', { name: 'Rossi', trustee: ' ', abn: null })).toEqual([
      'Trustee',
      'Abn',
    ])
    expect(fundOutstanding('smsf-reporting', rossi)).toEqual([])
    expect(fundOutstanding('capital-gains-tax', null)).toEqual([])
    expect(fundOutstandingProblem(['Name', 'Trustee', 'Abn'])).toMatch(/Fund\.Name, Fund\.Trustee, Fund\.Abn/)
    expect(namedFund(rossi)).toEqual({ Name: rossi.name, Trustee: rossi.trustee, Abn: rossi.abn })
    expect(namedFund({ name: '' })).toBeUndefined()
  })

  it('when the fund is given, then the customer gives it while the report is still to be written', () => {
    expect(giveFundProblem(0, 'customer')).toBeNull()
    expect(giveFundProblem(20, 'customer')).toBeNull()
    expect(giveFundProblem(50, 'customer')).toMatch(/delivered/)
    expect(giveFundProblem(40, 'customer')).toMatch(/cancelled/)
    expect(giveFundProblem(20, 'valuer')).toMatch(/customer gives/)
    expect(giveFundProblem(20, 'admin')).toMatch(/customer gives/)
  })
})
