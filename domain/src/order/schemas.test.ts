import { describe, expect, it } from 'vitest'

import { toModelState } from '../api/modelState.ts'
import { todayInAustralia } from './dates.ts'
import { AssessmentDetails, ContactDetails, OrderRequest, PropertyStep } from './schemas.ts'

const property = {
  AddressDetails: {
    Address: '14 Carrowbrook Court, Kearneys Spring QLD 4350',
    Suburb: 'Kearneys Spring',
    State: 'QLD',
    Postcode: '4350',
  },
  PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
  Tenancies: 1,
  EstimatedValue: 845_000,
}

const state = (result: { success: boolean; error?: Parameters<typeof toModelState>[0] }) =>
  result.success ? {} : toModelState(result.error!)

describe('PropertyStep', () => {
  it('when a house is described, then it passes with the defaults filled in', () => {
    expect(PropertyStep.parse(property)).toMatchObject({ StrataTitled: false, SpecialUse: 'none' })
  })

  it('when the type does not belong to the classification, then PropertyType is named', () => {
    const result = PropertyStep.safeParse({
      ...property,
      PropertyTypeSelection: { PropertyClassification: 'rural', PropertyType: 'house' },
    })
    expect(state(result)).toHaveProperty(['PropertyTypeSelection.PropertyType'])
  })

  it('when numbers are nonsense, then each field is named', () => {
    const result = PropertyStep.safeParse({
      ...property,
      Tenancies: 0,
      EstimatedValue: Number.NaN,
      AddressDetails: { Address: '1', Postcode: '43' },
    })
    expect(Object.keys(state(result)).sort()).toEqual([
      'AddressDetails.Address',
      'AddressDetails.Postcode',
      'EstimatedValue',
      'Tenancies',
    ])
  })
})

describe('AssessmentDetails', () => {
  it('when a retrospective valuation has no date, a false date or a future date, then RetrospectiveDate is named', () => {
    for (const RetrospectiveDate of [undefined, '2023-02-30', '3000-01-01', '1970-01-01'])
      expect(
        state(
          AssessmentDetails.safeParse({
            Purpose: 'capital-gains-tax',
            ValuationBasis: 'retrospective',
            RetrospectiveDate,
          }),
        ),
      ).toHaveProperty(['RetrospectiveDate'])
  })

  it('when the date is today or in the past, then it passes', () => {
    for (const RetrospectiveDate of [todayInAustralia(), '2019-06-30'])
      expect(
        AssessmentDetails.safeParse({
          Purpose: 'capital-gains-tax',
          ValuationBasis: 'retrospective',
          RetrospectiveDate,
        }).success,
      ).toBe(true)
  })
})

describe('ContactDetails', () => {
  it('when the customer is not confirmed over 18 or has not accepted the terms, then both are named', () => {
    const result = ContactDetails.safeParse({
      FirstName: 'Jo',
      LastName: 'Lee',
      Email: 'jo@example.com',
      Phone: '0400 123 456',
      Over18: false,
    })
    expect(Object.keys(state(result)).sort()).toEqual(['AcceptTerms', 'Over18'])
  })
})

describe('OrderRequest', () => {
  it('when the order is out of scope, then the model state gives the reason on the field', () => {
    const result = OrderRequest.safeParse({
      Property: { ...property, EstimatedValue: 7_500_000 },
      Assessment: { Purpose: 'lending-security' },
    })
    const model = state(result)
    expect(model['Property.EstimatedValue']![0]).toMatch(/\$5,000,000/)
    expect(model['Assessment.Purpose']![0]).toMatch(/lending/)
  })
})
