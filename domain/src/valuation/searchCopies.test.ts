import { describe, expect, it } from 'vitest'

import { customerCopiesOf, searchAddressOf, valuationSearchCopies } from './searchCopies.ts'
import { isPlaceholderEmail, personName } from '../personName.ts'

const guestLogin = 'guest-1b2c@guests.valuedesk.invalid'

describe('searchAddressOf', () => {
  it('adds the suburb, state and postcode the address line lacks', () => {
    expect(
      searchAddressOf({ address: '12 Smith St', suburb: 'Paddington', state: 'QLD', postcode: '4064' }),
    ).toBe('12 Smith St, Paddington QLD 4064')
  })
  it('does not repeat what the line already says', () => {
    expect(
      searchAddressOf({
        address: '12 Smith St, Paddington QLD 4064',
        suburb: 'paddington',
        state: 'QLD',
        postcode: '4064',
      }),
    ).toBe('12 Smith St, Paddington QLD 4064')
  })
  it('is empty for no address', () => {
    expect(searchAddressOf({})).toBe('')
  })
})

describe('customerCopiesOf', () => {
  it('names a guest by their contact, never by the made-up login', () => {
    expect(
      customerCopiesOf(
        { firstName: 'Jo', lastName: 'Citizen', email: 'jo@example.com' },
        { email: guestLogin },
      ),
    ).toEqual({ customerName: 'Jo Citizen', customerEmail: 'jo@example.com' })
  })
  it('keeps both addresses when the account has its own, once each', () => {
    expect(
      customerCopiesOf(
        { firstName: 'Jo', lastName: 'Citizen', email: 'jo@work.example' },
        { firstName: 'Joanne', email: 'jo@home.example' },
      ),
    ).toEqual({ customerName: 'Jo Citizen', customerEmail: 'jo@work.example, jo@home.example' })
    expect(customerCopiesOf({ email: 'JO@x.example' }, { email: 'jo@x.example' }).customerEmail).toBe(
      'JO@x.example',
    )
  })
  it('falls back to the account, and to "Guest customer" with nothing real', () => {
    expect(customerCopiesOf(null, { firstName: 'Sam', email: 'sam@example.com' }).customerName).toBe('Sam')
    expect(customerCopiesOf(null, { email: guestLogin })).toEqual({
      customerName: 'Guest customer',
      customerEmail: '',
    })
  })
})

describe('valuationSearchCopies', () => {
  it('puts the three together', () => {
    expect(
      valuationSearchCopies({ address: '1 A St', suburb: 'Ascot' }, { firstName: 'A', lastName: 'B' }, null),
    ).toEqual({ searchAddress: '1 A St, Ascot', customerName: 'A B', customerEmail: '' })
  })
})

describe('personName', () => {
  it('never shows a guest login', () => {
    expect(isPlaceholderEmail(guestLogin)).toBe(true)
    expect(isPlaceholderEmail('jo@example.com')).toBe(false)
    expect(personName({ email: guestLogin })).toBe('Guest customer')
    expect(personName({ email: 'jo@example.com' })).toBe('jo@example.com')
  })
})
