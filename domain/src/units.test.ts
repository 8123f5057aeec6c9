import { describe, expect, it } from 'vitest'

import { formatArea } from './units.ts'

describe('areas as a reader reads them', () => {
  it.each([
    [612, '612 m²'],
    [1455.4, '1,455 m²'],
    [9_999, '9,999 m²'],
    [24_000, '2.4 ha (24,000 m²)'],
    [4_051_234, '405.12 ha (4,051,234 m²)'],
  ])('when an area is %d m², then it reads %s', (area, read) => expect(formatArea(area)).toBe(read))
})
