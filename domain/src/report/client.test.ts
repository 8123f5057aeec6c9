import { describe, expect, it } from 'vitest'

import { clientLine, reportClient } from './client.ts'

const fund = { name: 'Lindale Family Superannuation Fund', trustee: 'Lindale Super Pty Ltd', abn: '' }

describe('the client a report names', () => {
  it('when an SMSF orders, then the client is its trustee as trustee for the fund', () => {
    expect(reportClient('Lindale Super Pty Ltd', fund)).toBe(
      'Lindale Super Pty Ltd as trustee for Lindale Family Superannuation Fund',
    )
  })

  it('when the order names the fund but no trustee, then the client is the trustee for the fund', () => {
    expect(reportClient('Karen Lindale', { ...fund, trustee: ' ' })).toBe(
      'The trustee for Lindale Family Superannuation Fund',
    )
  })

  it('when no fund orders, then the client is whoever ordered', () => {
    expect(reportClient('Karen Lindale', null)).toBe('Karen Lindale')
  })

  it('when the fund’s ABN is given, then the printed client line carries it', () => {
    const client = reportClient('', fund)
    expect(clientLine({ client, fund: { ...fund, abn: '52671204118' } })).toBe(
      'Lindale Super Pty Ltd as trustee for Lindale Family Superannuation Fund (ABN 52 671 204 118)',
    )
  })
})
