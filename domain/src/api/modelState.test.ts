import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { toModelState } from './modelState.ts'

describe('toModelState', () => {
  it('when fields fail, then each field lists its messages under its dotted path', () => {
    const schema = z.object({
      Email: z.email('bad e-mail'),
      Address: z.object({ Postcode: z.string().length(4, 'four digits') }),
    })
    const result = schema.safeParse({ Email: 'nope', Address: { Postcode: '12' } })
    expect(result.success).toBe(false)
    expect(toModelState(result.error!)).toEqual({
      Email: ['bad e-mail'],
      'Address.Postcode': ['four digits'],
    })
  })

  it('when the body itself is wrong, then the problem is filed under "$"', () => {
    const result = z.object({}).safeParse('text')
    expect(Object.keys(toModelState(result.error!))).toEqual(['$'])
  })

  it('when a union of objects fails, then the nearest alternative names its fields (the later on a tie)', () => {
    const schema = z.object({
      Contact: z.union([
        z.object({ ContactId: z.union([z.number(), z.string()], 'name a contact') }),
        z.object({ FirstName: z.string('first name'), Email: z.email('bad e-mail') }),
      ]),
    })
    const state = (body: unknown) => toModelState(schema.safeParse(body).error!)
    expect(state({ Contact: {} })).toEqual({ 'Contact.ContactId': ['name a contact'] })
    expect(state({ Contact: { FirstName: 'Lucia', Email: 'nope' } })).toEqual({
      'Contact.Email': ['bad e-mail'],
    })
    expect(state({ Contact: { ContactId: true } })).toEqual({ 'Contact.ContactId': ['name a contact'] })
  })
})
