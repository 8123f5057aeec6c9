import { describe, expect, it } from 'vitest'

import { ComparableSale, type ReportBlockContent } from './blocks.ts'
import { placeOfSale, saleDistanceKm, saleMarks } from './comparables.ts'
import { positionSourceOf } from './position.ts'
import { subjectPositionWording } from './positionWording.ts'

describe('how a property’s position was found', () => {
  it.each([
    { snapshot: { positionSource: 'address' as const, placeId: 'local:12:abc' }, source: 'address' },
    { snapshot: { positionSource: 'suburb' as const, placeId: 'ChIJ123' }, source: 'suburb' },
    { snapshot: { placeId: 'ChIJN1t_tDeuEmsRUsoyG83frY4' }, source: 'address' },
    { snapshot: { placeId: 'local:4021:MTQgQ2Fycm93YnJvb2sgQ3Q' }, source: 'suburb' },
    { snapshot: { placeId: null }, source: 'suburb' },
    { snapshot: {}, source: 'suburb' },
  ])('when stored as $snapshot, then it is by the $source', ({ snapshot, source }) => {
    expect(positionSourceOf(snapshot)).toBe(source)
  })
})

const at = { latitude: -27.6063, longitude: 151.9381 }

describe('what the report says of the property’s position', () => {
  it.each([
    {
      location: { ...at, source: 'address' as const, locality: 'Kearneys Spring QLD 4350' },
      coordinates: 'Latitude 27.6063° S, longitude 151.9381° E (WGS 84, from the address).',
      marker: 'S marks the property at its address.',
    },
    {
      location: { ...at, source: 'suburb' as const, locality: 'Kearneys Spring QLD 4350' },
      coordinates:
        'Latitude 27.6063° S, longitude 151.9381° E (WGS 84): the centre of Kearneys Spring QLD 4350, not the address itself.',
      marker:
        'S marks the centre of Kearneys Spring QLD 4350: the property’s own position is not known; distances are approximate.',
    },
    {
      location: { ...at, source: 'suburb' as const, locality: null },
      coordinates:
        'Latitude 27.6063° S, longitude 151.9381° E (WGS 84): the centre of its suburb, not the address itself.',
      marker:
        'S marks the centre of its suburb: the property’s own position is not known; distances are approximate.',
    },
    {
      location: null,
      coordinates: 'Location not geocoded: no coordinates are held for this address.',
      marker: 'The property’s position is not known.',
    },
  ])('when the position is $location.source, then it says so', ({ location, coordinates, marker }) => {
    expect(subjectPositionWording(location)).toEqual({ coordinates, marker })
  })
})

const sale = (fields: Partial<ComparableSale>) =>
  ComparableSale.parse({
    address: '12 Smith St, Kearneys Spring QLD 4350',
    saleDate: '2026-03-01',
    price: 1,
    ...fields,
  })
const centre = { latitude: -27.6, longitude: 151.94 }
const suburbs = new Map([['12 Smith St, Kearneys Spring QLD 4350', centre]])

describe('where a comparable sale is placed', () => {
  it.each([
    {
      name: 'its own coordinates',
      fields: { latitude: -27.5, longitude: 151.9 },
      place: { position: { latitude: -27.5, longitude: 151.9 }, source: 'address' },
    },
    { name: 'its suburb’s centre', fields: {}, place: { position: centre, source: 'suburb' } },
    { name: 'nowhere', fields: { address: '5 Nowhere Rd' }, place: null },
  ])('when it has $name, then it is placed there', ({ fields, place }) => {
    expect(placeOfSale(sale(fields), suburbs)).toEqual(place)
  })

  it('when a sale is placed by its suburb, then its distance is from that centre', () => {
    expect(saleDistanceKm(at, sale({}), suburbs)).toBeCloseTo(0.72, 1)
    expect(saleDistanceKm(at, sale({}))).toBeNull()
  })

  it('when some sales cannot be placed, then the others keep their numbers in the sales table', () => {
    const blocks = [
      {
        type: 'comparableSales',
        sales: [sale({ address: '5 Nowhere Rd' }), sale({}), sale({ latitude: -27.5, longitude: 151.9 })],
      },
    ] as ReportBlockContent[]
    expect(saleMarks(blocks, suburbs).map(({ label, source }) => [label, source])).toEqual([
      ['2', 'suburb'],
      ['3', 'address'],
    ])
  })
})
