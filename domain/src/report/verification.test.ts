import { describe, expect, it } from 'vitest'

import { normaliseVerificationCode } from './verification.ts'

describe('a typed verification code', () => {
  it('when it is typed in lower case, with spaces or without its hyphen, then it reads as printed', () => {
    for (const typed of ['7kq2m-x9d4r', ' 7KQ2M X9D4R ', '7KQ2MX9D4R'])
      expect(normaliseVerificationCode(typed)).toBe('7KQ2M-X9D4R')
  })

  it('when it has the letters Crockford reads as digits (O, I, L), then they are read so', () => {
    expect(normaliseVerificationCode('OKQ2M-X9DIL')).toBe('0KQ2M-X9D11')
  })

  it('when it is too short, too long or has a U or a symbol, then it is no code', () => {
    for (const typed of ['7KQ2M-X9D4', '7KQ2M-X9D4RR', '7KQ2M-X9D4U', '7KQ2M-X9D4!', ''])
      expect(normaliseVerificationCode(typed)).toBeNull()
  })

  it('when it carries a line break, a tab or an invisible character, then it is no code (only spaces and hyphens are let go)', () => {
    for (const typed of ['7KQ2M-X9D4R\n', '7KQ2M\tX9D4R', '7KQ2M\u200bX9D4R', '7KQ2M\u00a0X9D4R'])
      expect(normaliseVerificationCode(typed)).toBeNull()
  })
})
