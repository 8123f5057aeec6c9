import { describe, expect, it } from 'vitest'

import { firmIdentityProblem } from './firmIdentity.ts'

describe('who may change a firm’s legal name and ABN', () => {
  it.each([
    // changed, admin, registrant, invoiced → refused with
    [[], false, false, true, undefined],
    [['name'], true, false, true, undefined],
    [['name'], false, true, false, undefined],
    [['abn'], false, false, false, 403],
    [['name'], false, true, true, 409],
    [['name', 'abn'], false, false, true, 409],
  ] as const)(
    'when %o is changed (admin %s, registrant %s, invoiced %s), then the refusal is %s',
    (changed, admin, registrant, invoiced, status) => {
      expect(firmIdentityProblem({ changed, admin, registrant, invoiced })?.status).toBe(status)
    },
  )

  it('when refused, then the message names the fields as the API does', () => {
    expect(
      firmIdentityProblem({ changed: ['name', 'abn'], admin: false, registrant: true, invoiced: true })
        ?.message,
    ).toMatch(/^Name and ABN: /)
  })
})
