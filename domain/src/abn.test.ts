import { describe, expect, it } from 'vitest'

import { formatAbn, isValidAbn, normaliseAbn } from './abn.ts'

describe('ABN', () => {
  it('when the checksum holds, then it is valid, with or without spaces', () => {
    // The ATO's own example, and the ABN of the Australian Taxation Office.
    expect(isValidAbn('51 824 753 556')).toBe(true)
    expect(isValidAbn('51824753556')).toBe(true)
    expect(isValidAbn('53 004 085 616')).toBe(true)
  })

  it('when a digit is wrong, the length is off or there are letters, then it is not', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false)
    expect(isValidAbn('5182475355')).toBe(false)
    expect(isValidAbn('518247535561')).toBe(false)
    expect(isValidAbn('51a24753556')).toBe(false)
    expect(isValidAbn('')).toBe(false)
  })

  it('formats and normalises the way the ATO writes it', () => {
    expect(normaliseAbn(' 51-824 753 556 ')).toBe('51824753556')
    expect(formatAbn('51824753556')).toBe('51 824 753 556')
  })
})
