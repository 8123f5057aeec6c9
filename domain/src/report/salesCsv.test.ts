import { describe, expect, it } from 'vitest'

import { mapSaleColumns, parseExportDate, parseExportNumber, salesFromRows } from './salesCsv.ts'

describe('reading a sales export', () => {
  it('when a CoreLogic RP Data export is read, then its usual columns map to the sale’s fields', () => {
    const map = mapSaleColumns([
      '\uFEFFStreet Address',
      'Suburb',
      'State',
      'Postcode',
      'Sale Price',
      'Sale Date',
      'Land Area',
      'Floor Area',
      'Bed',
      'Bath',
      'Car',
      'Latitude',
      'Longitude',
      'Agency',
    ])
    expect(Object.fromEntries(map.read.map((r) => [r.field, r.column]))).toEqual({
      street: 'Street Address',
      suburb: 'Suburb',
      state: 'State',
      postcode: 'Postcode',
      saleDate: 'Sale Date',
      price: 'Sale Price',
      landArea: 'Land Area',
      buildingArea: 'Floor Area',
      bedrooms: 'Bed',
      bathrooms: 'Bath',
      carSpaces: 'Car',
      latitude: 'Latitude',
      longitude: 'Longitude',
    })
    expect(map.ignored).toEqual(['Agency'])
  })

  it('when a Pricefinder or Domain export names columns otherwise, then they are still found', () => {
    const map = mapSaleColumns([
      'Address',
      'Contract Date',
      'Price',
      'Land Size (m²)',
      'Building Area',
      'Beds',
    ])
    expect(map.read.map((r) => r.field)).toEqual([
      'address',
      'saleDate',
      'price',
      'landArea',
      'buildingArea',
      'bedrooms',
    ])
    expect(map.ignored).toEqual([])
  })

  it('when dates are written the Australian way, in ISO or with a month name, then they read as YYYY-MM-DD', () => {
    expect(parseExportDate('05/03/2026')).toBe('2026-03-05')
    expect(parseExportDate('5-3-26')).toBe('2026-03-05')
    expect(parseExportDate('2026-03-05')).toBe('2026-03-05')
    expect(parseExportDate('2026-03-05T00:00:00')).toBe('2026-03-05')
    expect(parseExportDate('5 Mar 2026')).toBe('2026-03-05')
    expect(parseExportDate('31/02/2026')).toBeUndefined()
    expect(parseExportDate('03/13/2026')).toBeUndefined()
    expect(parseExportDate('soon')).toBeUndefined()
  })

  it('when numbers carry dollars, commas, units or hectares, then they read as plain numbers (m²)', () => {
    expect(parseExportNumber('$1,250,000')).toBe(1_250_000)
    expect(parseExportNumber('650 m²', 'm2')).toBe(650)
    expect(parseExportNumber('0.12 ha', 'm2')).toBe(1200)
    expect(parseExportNumber('')).toBeNull()
    expect(parseExportNumber('about 600')).toBeUndefined()
  })

  it('when rows are read, then each becomes a sale with its address built from street and suburb', () => {
    const { sales, problems } = salesFromRows([
      ['Street Address', 'Suburb', 'State', 'Postcode', 'Sale Date', 'Sale Price', 'Land Area', 'Bed'],
      ['12 Latrobe Tce', 'Paddington', 'QLD', '4064', '14/02/2026', '$1,210,000', '405', '3'],
      ['', '', '', '', '', '', '', ''],
    ])
    expect(problems).toEqual([])
    expect(sales).toEqual([
      expect.objectContaining({
        address: '12 Latrobe Tce, Paddington QLD 4064',
        saleDate: '2026-02-14',
        price: 1_210_000,
        landArea: 405,
        buildingArea: null,
        bedrooms: 3,
      }),
    ])
  })

  it('when a row has a bad date or number, then the problem names its row and column and the row is left out', () => {
    const { sales, problems } = salesFromRows([
      ['Address', 'Sale Date', 'Sale Price', 'Land Area'],
      ['1 Good St', '01/03/2026', '900000', '600'],
      ['2 Bad St', '30/02/2026', '900000', 'big'],
      ['3 Free St', '01/03/2026', '', ''],
    ])
    expect(sales.map((sale) => sale.address)).toEqual(['1 Good St'])
    expect(problems).toEqual([
      { row: 3, column: 'Sale Date', message: '"30/02/2026" is not a date like 30/06/2026.' },
      { row: 3, column: 'Land Area', message: '"big" is not a number.' },
      { row: 4, column: 'Sale Price', message: 'No sale price.' },
    ])
  })

  it('when the export has no price column, then that is the one problem, on the header row', () => {
    const { problems } = salesFromRows([
      ['Address', 'Sale Date'],
      ['1 Good St', '01/03/2026'],
    ])
    expect(problems).toEqual([{ row: 1, column: 'price', message: expect.stringMatching(/"sale price"/) }])
  })
})
