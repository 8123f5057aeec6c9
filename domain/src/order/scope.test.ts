import { describe, expect, it } from 'vitest'

import { specialUseKeys } from './purposes.ts'
import { scopeReasons, type ScopeInput } from './scope.ts'

const house: ScopeInput = {
  classification: 'residential',
  tenancies: 1,
  estimatedValue: 850_000,
  specialUse: 'none',
  purpose: 'smsf-reporting',
}

describe('scopeReasons: the exclusions of spec section 1', () => {
  it('when an ordinary house is valued for an SMSF, then it is in scope', () => {
    expect(scopeReasons(house)).toEqual([])
  })

  it.each([
    ['lending-security', 'lending'],
    ['property-settlement', 'settlement'],
  ] as const)('when the purpose is %s, then it is refused with a reason', (purpose, code) => {
    const [reason] = scopeReasons({ ...house, purpose })
    expect(reason).toMatchObject({ field: 'Purpose', code })
    expect(reason!.message.length).toBeGreaterThan(40)
  })

  it.each(specialUseKeys.filter((use) => use !== 'none'))(
    'when the property is a %s, then it is refused with its own reason',
    (specialUse) => {
      const reasons = scopeReasons({ ...house, classification: 'retail', specialUse })
      expect(reasons).toHaveLength(1)
      expect(reasons[0]).toMatchObject({ field: 'SpecialUse', code: specialUse })
    },
  )

  it('when a commercial property has more than five tenancies, then it is refused; five is fine', () => {
    expect(scopeReasons({ ...house, classification: 'office-medical', tenancies: 5 })).toEqual([])
    expect(scopeReasons({ ...house, classification: 'office-medical', tenancies: 6 })[0]).toMatchObject({
      field: 'Tenancies',
      code: 'commercial-tenancies',
    })
  })

  it('when a residential property has more than ten tenancies, then it is refused; ten is fine', () => {
    expect(scopeReasons({ ...house, tenancies: 10 })).toEqual([])
    expect(scopeReasons({ ...house, tenancies: 11 })[0]).toMatchObject({
      field: 'Tenancies',
      code: 'residential-tenancies',
    })
  })

  it('when the estimate is above $5,000,000, then it is refused; exactly $5,000,000 is fine', () => {
    expect(scopeReasons({ ...house, estimatedValue: 5_000_000 })).toEqual([])
    expect(scopeReasons({ ...house, estimatedValue: 5_000_001 })[0]).toMatchObject({
      field: 'EstimatedValue',
    })
  })

  it('when several exclusions apply, then each is named', () => {
    expect(
      scopeReasons({ ...house, tenancies: 40, estimatedValue: 9_000_000, purpose: 'lending-security' }).map(
        (r) => r.field,
      ),
    ).toEqual(['Purpose', 'Tenancies', 'EstimatedValue'])
  })
})
