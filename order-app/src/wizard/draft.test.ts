import { describe, expect, it } from 'vitest'

import { allowedStep, type OrderDraft, type PlacedOrder } from './draft.ts'

const answered = {
  property: {},
  assessment: {},
  details: {},
  contact: {},
} as unknown as OrderDraft

describe('allowedStep', () => {
  it('when the URL names a step past the first unanswered one, then that unanswered step is shown', () => {
    expect(allowedStep('review', { property: answered.property })).toBe('purpose')
    expect(allowedStep('contact', {})).toBe('property')
  })

  it('when every answer is there, then any step may be revisited before the order is placed', () => {
    expect(allowedStep('purpose', answered)).toBe('purpose')
    expect(allowedStep('review', answered)).toBe('review')
    expect(allowedStep(undefined, answered)).toBe('review')
  })

  it('when the order is placed, then every step shows the placed order', () => {
    const placed = { ...answered, order: { reference: 'VD-1' } as PlacedOrder }
    expect(allowedStep('property', placed)).toBe('review')
    expect(allowedStep('details', placed)).toBe('review')
  })
})
