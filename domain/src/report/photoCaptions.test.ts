import { describe, expect, it } from 'vitest'

import { captionFor, defaultPhotoCaptions } from './photoCaptions.ts'

describe('photo captions', () => {
  it('when a photo has no caption of its own, then its slot reads as words', () => {
    expect(captionFor('front_elevation')).toBe('Front elevation')
    expect(captionFor('rear-yard', [{ slot: 'rear-yard', caption: '  ' }])).toBe('Rear yard')
  })

  it('when the valuer captions a photo, then that caption is its own and the others keep theirs', () => {
    const captions = [{ slot: 'kitchen', caption: 'Kitchen, renovated 2021' }]
    expect(captionFor('kitchen', captions)).toBe('Kitchen, renovated 2021')
    expect(captionFor('front', captions)).toBe('Front')
  })

  it('when a report starts, then each photo gets a row with its default caption', () => {
    expect(defaultPhotoCaptions(['front', 'living_room'])).toEqual([
      { slot: 'front', caption: 'Front' },
      { slot: 'living_room', caption: 'Living room' },
    ])
  })
})
