import { describe, expect, it } from 'vitest'

import { localPlaceDetails, suggestLocalAddresses } from './addressLookup.service.ts'

describe('built-in Australian address suggestions', () => {
  it('when a street and a suburb are typed, then the suburb is suggested with its state and postcode, street kept', () => {
    const [first] = suggestLocalAddresses('14 Carrowbrook Court, Kearneys Spr')
    expect(first).toMatchObject({
      Description: '14 Carrowbrook Court, Kearneys Spring QLD 4350',
      MainText: '14 Carrowbrook Court',
    })
  })

  it('when no comma is typed, then the last words are matched as the suburb', () => {
    const predictions = suggestLocalAddresses('3 Smith Street Fitzroy')
    expect(predictions.map((p) => p.Description)).toContain('3 Smith Street, Fitzroy VIC 3065')
  })

  it('when a postcode and state narrow it, then only matching localities come back', () => {
    const predictions = suggestLocalAddresses('Toowoomba QLD 4350')
    expect(predictions[0]!.Description).toBe('Toowoomba QLD 4350')
    expect(predictions.every((p) => p.Description.endsWith('QLD 4350'))).toBe(true)
  })

  it('when a town with a post office box locality is typed, then only the street-delivered localities are offered', () => {
    const predictions = suggestLocalAddresses('12 Ruthven Street, Toowoomba')
    expect(predictions.map((p) => p.Description)).toContain('12 Ruthven Street, Toowoomba QLD 4350')
    expect(predictions.map((p) => p.Description).join(' ')).not.toMatch(/Toowoomba (Bc|Dc|Mc)\b/)
  })

  it('when a suggestion is chosen, then its details give the parts and coordinates', () => {
    const [first] = suggestLocalAddresses('9 Hay St, Perth WA')
    const details = localPlaceDetails(first!.PlaceId)
    expect(details).toMatchObject({ Street: '9 Hay St', Suburb: 'Perth', State: 'WA', Postcode: '6000' })
    expect(details!.Latitude).toBeLessThan(-31)
  })

  it('when a suggestion is chosen, then it is placed at its suburb’s own centre, and says so', () => {
    const [first] = suggestLocalAddresses('14 Carrowbrook Ct, Kearneys Spring QLD 4350')
    const details = localPlaceDetails(first!.PlaceId)
    // Kearneys Spring's centre, not postcode 4350's (in Toowoomba, 9 km away).
    expect(details).toMatchObject({ Suburb: 'Kearneys Spring', PositionSource: 'suburb' })
    expect(details!.Latitude).toBeCloseTo(-27.604, 2)
    expect(details!.Longitude).toBeCloseTo(151.941, 2)
  })

  it('when nothing useful is typed or an id is forged, then nothing is found', () => {
    expect(suggestLocalAddresses('   ')).toEqual([])
    expect(suggestLocalAddresses('Qqqq Xxxxq')).toEqual([])
    expect(localPlaceDetails('local:999999999:abc')).toBeUndefined()
    expect(localPlaceDetails('../../etc/passwd')).toBeUndefined()
  })

  it('when the longest term is a hundred one-letter words, then suggesting takes well under 100 ms of the event loop', () => {
    suggestLocalAddresses('Toowoomba')
    const before = process.threadCpuUsage()
    suggestLocalAddresses('a '.repeat(100).trim())
    const cpu = process.threadCpuUsage(before)
    expect((cpu.user + cpu.system) / 1000).toBeLessThan(100)
  })
})
