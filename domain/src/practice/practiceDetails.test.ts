import { describe, expect, it } from 'vitest'

import { practiceDetailsMissing, practiceIdentity, signingPractice } from './practiceDetails.ts'

const practice = { name: 'ValueDesk Valuations', legalName: 'ValueDesk Pty Ltd', abn: '52671204118' }

describe('the practice as a report prints it', () => {
  it('when the legal name and a valid ABN are recorded, then nothing is missing', () => {
    expect(practiceDetailsMissing(practice)).toEqual([])
  })

  it('when the legal name or the ABN is missing, then each is named', () => {
    expect(practiceDetailsMissing({ ...practice, legalName: null, abn: '' })).toEqual([
      'The practice’s legal name is not recorded: an admin records it on the practice record (ValueDesk Valuations, in /admin), as the report is signed for it.',
      'The practice’s ABN is not recorded: an admin records it on the practice record (ValueDesk Valuations, in /admin).',
    ])
  })

  it('when the ABN fails the ATO’s checksum, then it is refused', () => {
    expect(practiceDetailsMissing({ ...practice, abn: '35671204118' })).toEqual([
      'The practice’s ABN, 35671204118, is not a valid ABN: an admin corrects it on the practice record (ValueDesk Valuations, in /admin).',
    ])
  })

  it('when the report names the practice, then it gives the legal name and the ABN as the ATO writes it', () => {
    expect(practiceIdentity(practice)).toBe('ValueDesk Pty Ltd, ABN 52 671 204 118')
    expect(signingPractice(practice)).toBe('ValueDesk Pty Ltd (ABN 52 671 204 118)')
  })
})
