import { describe, expect, it } from 'vitest'

import { localities } from './localities.ts'
import { localityInAddress } from './localityInAddress.ts'

describe('the locality a sale’s address names', () => {
  it.each([
    { address: '12 Smith St, Kearneys Spring QLD 4350', found: 'Kearneys Spring QLD 4350' },
    { address: '12 SMITH STREET KEARNEYS SPRING 4350', found: 'Kearneys Spring QLD 4350' },
    { address: '3 Ruthven St, Toowoomba City QLD 4350', found: 'Toowoomba City QLD 4350' },
    { address: '14 Carrowbrook Ct, Kearneys Spring, QLD', found: 'Kearneys Spring QLD 4350' },
    // A postcode that does not fit the name: the name and state still place it.
    { address: '8 Hume St, Kearneys Spring QLD 4000', found: 'Kearneys Spring QLD 4350' },
    { address: '40 Bay St, Fitzroy VIC 3065', found: 'Fitzroy VIC 3065' },
    { address: '9 Hay St, Perth WA 6000', found: 'Perth WA 6000' },
    // Named in three places of Queensland hundreds of km apart, and no postcode says which.
    { address: '1 Creek Rd, Spring Creek QLD', found: undefined },
    { address: '1 Creek Rd, Spring Creek QLD 4361', found: 'Spring Creek QLD 4361' },
    // No state or postcode: a name alone could be anywhere.
    { address: '12 Smith St, Kearneys Spring', found: undefined },
    { address: 'Lot 4 Qqqq Road, Xxxxq QLD', found: undefined },
    { address: '', found: undefined },
  ])('when the address is "$address", then it names $found', ({ address, found }) => {
    const locality = localityInAddress(address, localities())
    expect(locality && `${locality.name} ${locality.state} ${locality.postcode}`).toBe(found)
  })
})
