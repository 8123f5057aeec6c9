import { describe, expect, it } from 'vitest'

import { refundProblem } from './invoiceStatus.ts'

describe('refunding an invoice', () => {
  it('refunds a paid invoice once, with a reason', () => {
    expect(refundProblem('paid', 'We cannot value this property')).toBeNull()
    expect(refundProblem('paid', '')).toMatch(/Say why/)
    expect(refundProblem('refunded', 'Again')).toMatch(/already refunded/)
    expect(refundProblem('unpaid', 'Never paid')).toMatch(/Only a paid invoice/)
    expect(refundProblem('void', 'Cancelled')).toMatch(/Only a paid invoice/)
  })
})
