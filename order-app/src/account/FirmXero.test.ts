import { describe, expect, it } from 'vitest'

import { exportSummary } from './FirmXero.tsx'

describe('exportSummary', () => {
  it('says how many went to Xero and how many were there already', () => {
    expect(exportSummary({ Sent: 3, AlreadyInXero: 1 })).toBe('3 invoices sent to Xero, 1 already in Xero.')
    expect(exportSummary({ Sent: 1, AlreadyInXero: 0 })).toBe('1 invoice sent to Xero.')
    expect(exportSummary({ Sent: 0, AlreadyInXero: 2 })).toBe(
      'Nothing new to send: 2 invoices already in Xero.',
    )
    expect(exportSummary({ Sent: 0, AlreadyInXero: 0 })).toBe('There were no issued invoices to send.')
  })
})
