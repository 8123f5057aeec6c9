import { describe, expect, it } from 'vitest'

import { australianStates } from './schemas.ts'
import { dutyNotices } from './revenueOffices.ts'
import { scopeReasons, type ScopeInput } from './scope.ts'

const transfer: ScopeInput = {
  classification: 'residential',
  tenancies: 1,
  estimatedValue: 850_000,
  specialUse: 'none',
  purpose: 'transfer-duty',
  state: 'WA',
  relatedParty: true,
}

describe('scope by state and purpose: what revenue offices ask of a duty valuation', () => {
  it('when a WA property is transferred between related parties, then a desktop report is out of scope', () => {
    const [reason, ...more] = scopeReasons(transfer)
    expect(more).toEqual([])
    expect(reason).toMatchObject({ field: 'RelatedParty', code: 'wa-related-party-transfer' })
    expect(reason!.message).toMatch(/physical inspection/)
  })

  it.each([
    ['not between related parties', { relatedParty: false }],
    ['in another state', { state: 'NSW' as const }],
    ['for another purpose', { purpose: 'smsf-reporting' as const }],
    ['with no state known yet', { state: undefined }],
  ])('when the WA transfer is %s, then it is in scope', (_, change) => {
    expect(scopeReasons({ ...transfer, ...change })).toEqual([])
  })

  it.each([
    ['VIC', /within 6 months of the transfer/],
    ['QLD', /under 3 months old.*at least 3 recent sales/],
    ['WA', /within 3 months/],
  ] as const)(
    'when a %s property is valued for duty, then the customer is told how old it may be',
    (state, text) => {
      const notices = dutyNotices({ state, purpose: 'transfer-duty' })
      expect(notices).toHaveLength(1)
      expect(notices[0]!.message).toMatch(text)
    },
  )

  it('when the purpose is not duty, or the state sets no limit, then nothing is said', () => {
    expect(dutyNotices({ state: 'VIC', purpose: 'smsf-reporting' })).toEqual([])
    const silent = australianStates.filter((state) => !['VIC', 'QLD', 'WA'].includes(state))
    for (const state of silent) expect(dutyNotices({ state, purpose: 'transfer-duty' })).toEqual([])
  })
})
