import { describe, expect, it } from 'vitest'

import { inviterName, personName } from './personName.ts'

describe('inviterName', () => {
  it('when the inviter has a name, then the invited read it and where they invite from', () => {
    expect(inviterName({ firstName: 'Jane', lastName: 'Citizen' }, 'ValueDesk Pty Ltd')).toBe(
      'Jane Citizen of ValueDesk Pty Ltd',
    )
  })

  it('when the inviter has no name, then the organisation is named, never their address', () => {
    const nameless = { firstName: null, lastName: null, email: 'admin@example.com' }
    expect(personName(nameless)).toBe('admin@example.com')
    expect(inviterName(nameless, 'ValueDesk Pty Ltd')).toBe('ValueDesk Pty Ltd')
  })
})
