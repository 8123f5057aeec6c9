import { describe, expect, it } from 'vitest'

import { describeDetails } from '../property/detailFields.ts'
import { prefillDescription } from './prefill.ts'

describe('prefillDescription: the order’s details in a new report', () => {
  const told = describeDetails({
    Form: 'residential',
    Details: { Bedrooms: 4, Bathrooms: 2, LandAreaM2: 752, Condition: 'good', WeeklyRent: 650 },
  })

  it('when the customer described the house, then their answers read as a person writes them', () => {
    expect(told).toEqual([
      { label: 'Bedrooms', value: '4' },
      { label: 'Bathrooms', value: '2' },
      { label: 'Land area', value: '752 m²' },
      { label: 'Condition', value: 'Good' },
      { label: 'Weekly rent', value: '$650 a week' },
    ])
  })

  it('when the template has the row, then it is filled in place; the other answers follow', () => {
    const rows = prefillDescription(
      [
        { label: 'Title', value: '' },
        { label: 'Land area', value: '' },
        { label: 'Zoning', value: 'Low density residential' },
      ],
      told,
    )
    expect(rows.slice(0, 3)).toEqual([
      { label: 'Title', value: '' },
      { label: 'Land area', value: '752 m²' },
      { label: 'Zoning', value: 'Low density residential' },
    ])
    expect(rows.slice(3).map((row) => row.label)).toEqual([
      'Bedrooms',
      'Bathrooms',
      'Condition',
      'Weekly rent',
    ])
  })

  it('when a commercial property has leases, then each lease is a line with tenant, area, rent and term', () => {
    const rows = describeDetails({
      Form: 'commercial',
      Details: {
        LettableAreaM2: 480,
        Leases: [
          {
            Tenant: 'Harbour Dental Pty Ltd',
            AreaM2: 240,
            RentPerAnnum: 96_000,
            StartDate: '2024-07-01',
            ExpiryDate: '2029-06-30',
            Outgoings: 'net',
          },
        ],
      },
    })
    expect(rows).toEqual([
      { label: 'Lettable area', value: '480 m²' },
      {
        label: 'Lease',
        value: 'Harbour Dental Pty Ltd: 240 m², $96,000 a year (net), 1 July 2024 to 30 June 2029',
      },
    ])
  })

  const residentialTemplate = [
    { label: 'Land area', value: '' },
    { label: 'Building area', value: '' },
    { label: 'Accommodation', value: '' },
    { label: 'Car parking', value: '' },
    { label: 'Condition', value: '' },
  ]
  const house = describeDetails({
    Form: 'residential',
    Details: {
      Bedrooms: 4,
      Bathrooms: 2,
      CarSpaces: 2,
      LandAreaM2: 752,
      FloorAreaM2: 214,
      Condition: 'good',
    },
  })

  it('when the customer gave car spaces and floor area, then the template’s Car parking and Building area rows hold them and no second row is added', () => {
    const rows = prefillDescription(residentialTemplate, house)
    expect(rows.map((row) => row.label)).toEqual(residentialTemplate.map((row) => row.label))
    expect(rows.find((row) => row.label === 'Car parking')?.value).toBe('2')
    expect(rows.find((row) => row.label === 'Building area')?.value).toBe('214 m²')
  })

  it('when the template has an Accommodation row, then it holds the bedrooms and bathrooms', () => {
    const rows = prefillDescription(residentialTemplate, house)
    expect(rows.find((row) => row.label === 'Accommodation')?.value).toBe('4 bedrooms, 2 bathrooms')
  })

  it('when the template has a Bedrooms row, then it gets the customer’s answer', () => {
    const rows = prefillDescription([{ label: 'Bedrooms', value: '' }], house)
    expect(rows[0]).toEqual({ label: 'Bedrooms', value: '4' })
    expect(rows.filter((row) => row.label === 'Bedrooms')).toHaveLength(1)
  })

  it('when the valuer has filled a row, then it stays as typed and the customer’s answer is not added beside it', () => {
    const rows = prefillDescription([{ label: 'Car parking', value: 'Double lock-up garage' }], house)
    expect(rows[0]).toEqual({ label: 'Car parking', value: 'Double lock-up garage' })
    expect(rows.some((row) => row.label === 'Car spaces')).toBe(false)
  })
})
