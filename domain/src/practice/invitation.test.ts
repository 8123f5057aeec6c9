import { describe, expect, it } from 'vitest'

import { invitationProblems } from './invitation.ts'

const qld = { state: 'QLD', number: '4821', expiresOn: '2027-06-30' }
const today = '2026-11-24'

describe('what an invitation of staff needs', () => {
  it('when a valuer comes with a practice and a current licence, then nothing is in the way', () => {
    expect(invitationProblems({ role: 'valuer', practice: 1, licences: [qld] }, today)).toEqual([])
  })

  it('when a valuer comes without a practice or any licence, then each is named at its field', () => {
    expect(invitationProblems({ role: 'valuer', licences: [] }, today).map((p) => p.path)).toEqual([
      ['PracticeId'],
      ['Licences'],
    ])
  })

  it('when a licence expired before today, then that licence’s expiry is refused with the day it expired', () => {
    const expired = { state: 'WA', number: '1763', expiresOn: '2026-11-23' }
    expect(invitationProblems({ role: 'valuer', practice: 1, licences: [qld, expired] }, today)).toEqual([
      {
        path: ['Licences', 1, 'ExpiresOn'],
        message: 'This licence expired on 23 November 2026: record the renewed one.',
      },
    ])
    expect(
      invitationProblems(
        { role: 'valuer', practice: 1, licences: [{ ...expired, expiresOn: today }] },
        today,
      ),
    ).toEqual([])
  })

  it('when an editor comes with a practice or licences, then they are refused: an editor has neither', () => {
    expect(invitationProblems({ role: 'editor' }, today)).toEqual([])
    expect(
      invitationProblems({ role: 'editor', practice: 1, licences: [qld] }, today).map((p) => p.path),
    ).toEqual([['PracticeId'], ['Licences']])
  })
})
