import { describe, expect, it } from 'vitest'

import {
  bulkCsvTemplate,
  bulkRowFromDraft,
  csvCells,
  emptyBulkDraft,
  parseBulkCsv,
  splitAustralianAddress,
  type BulkDraft,
} from './bulk.ts'

const header = 'address,class,type,fund,trustee,fund_abn,purpose,date,estimated_value'
const today = '2026-11-24'

describe('splitAustralianAddress', () => {
  it('when an address ends in a state and postcode, then it gives street, suburb, state and postcode', () => {
    expect(splitAustralianAddress('12 Smith St, Toowoomba QLD 4350')).toEqual({
      Street: '12 Smith St',
      Suburb: 'Toowoomba',
      State: 'QLD',
      Postcode: '4350',
    })
  })
  it('when the state is lower case or followed by Australia, then it still reads it', () => {
    expect(splitAustralianAddress('3/40 King Rd, Fitzroy North vic 3068, Australia')).toMatchObject({
      Suburb: 'Fitzroy North',
      State: 'VIC',
      Postcode: '3068',
    })
  })
  it('when there is no state or postcode, then it is not an address it can split', () => {
    expect(splitAustralianAddress('12 Smith St, Toowoomba')).toBeUndefined()
  })
})

describe('csvCells', () => {
  it('when cells are quoted with commas, quotes and line breaks, behind a BOM with CRLF, then they read whole', () => {
    expect(csvCells('\uFEFFa,b\r\n"1, 2","say ""hi""\r\nthere"\r\n')).toEqual([
      ['a', 'b'],
      ['1, 2', 'say "hi"\r\nthere'],
    ])
  })
})

describe('parseBulkCsv', () => {
  it('when the template is read, then its example is one SMSF row with its fund', () => {
    const { rows, problems } = parseBulkCsv(bulkCsvTemplate, today)
    expect(problems).toEqual([])
    expect(rows).toHaveLength(1)
    expect(rows[0]!.Property.AddressDetails).toMatchObject({
      State: 'QLD',
      Postcode: '4350',
      Suburb: 'Toowoomba',
    })
    expect(rows[0]!.Assessment).toMatchObject({
      Purpose: 'smsf-reporting',
      ValuationBasis: 'retrospective',
      RetrospectiveDate: '2026-06-30',
      Fund: { Name: 'Smith Family Super Fund', Trustee: 'Smith Nominees Pty Ltd', Abn: '51824753556' },
    })
  })

  it('when labels are used for class, type and purpose and blank lines sit between rows, then they are read', () => {
    const csv = `${header}\n\n"1 A St, Perth WA 6000",Residential,Apartment,,,,Capital gains tax,,"$700,000"\n\n`
    const { rows, problems } = parseBulkCsv(csv, today)
    expect(problems).toEqual([])
    expect(rows[0]).toMatchObject({
      Property: { PropertyTypeSelection: { PropertyType: 'apartment' }, EstimatedValue: 700_000 },
      Assessment: { Purpose: 'capital-gains-tax', ValuationBasis: 'current' },
    })
  })

  it('when cells are wrong, then each names its row and column and the row is left out (a fund left out is not wrong)', () => {
    const csv = [
      header,
      '"12 Smith St, Toowoomba",residential,castle,A Fund,A Trustee,12 345 678 901,smsf-reporting,31/02/2026,650000',
      '"1 B St, Hobart TAS 7000",residential,house,,,,smsf-reporting,,500000',
    ].join('\r\n')
    const { rows, problems } = parseBulkCsv(csv, today)
    expect(rows.map((row) => row.Property.AddressDetails.Address)).toEqual(['1 B St, Hobart TAS 7000'])
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 2, column: 'address' }),
        expect.objectContaining({ row: 2, column: 'type' }),
        expect.objectContaining({ row: 2, column: 'date' }),
      ]),
    )
    // An SMSF row without its fund is taken: the fund is asked for afterwards (order/fund.ts).
    expect(problems.filter((problem) => problem.row === 3)).toEqual([])
  })

  it('when a fund ABN fails the checksum, then the problem is in the fund_abn column', () => {
    const csv = `${header}\n"1 B St, Hobart TAS 7000",residential,house,F,T,12 345 678 901,smsf-reporting,,500000`
    expect(parseBulkCsv(csv, today).problems).toEqual([
      { row: 2, column: 'fund_abn', message: expect.stringContaining('ABN') },
    ])
  })

  it('when a required column is missing, then row 1 names it', () => {
    expect(parseBulkCsv('address,class\n"x",residential', today).problems).toContainEqual(
      expect.objectContaining({ row: 1, column: 'purpose' }),
    )
  })
})

describe('a bulk row checked before it is priced', () => {
  const row = (cells: Partial<BulkDraft>) =>
    bulkRowFromDraft({
      ...emptyBulkDraft(),
      address: '12 Smith St, Toowoomba QLD 4350',
      class: 'residential',
      type: 'house',
      purpose: 'smsf-reporting',
      estimated_value: '650000',
      fund: 'Smith Super Fund',
      trustee: 'Smith Nominees Pty Ltd',
      fund_abn: '51 824 753 556',
      ...cells,
    })

  it('when a cell is wrong and the fund’s ABN is wrong too, then both are said at once', () => {
    const { row: checked, problems } = row({ purpose: 'superannuation', fund_abn: '12 345 678 901' })
    expect(checked).toBeUndefined()
    expect(problems.map((problem) => problem.column).sort()).toEqual(['fund_abn', 'purpose'])
  })

  it.each([
    { column: 'class' as const, value: 'castle', names: /Residential.*Office/ },
    { column: 'purpose' as const, value: 'superannuation', names: /SMSF/ },
    { column: 'type' as const, value: 'castle', names: /House/ },
  ])('when $column is not one we know, then the message names the choices as the dropdowns do', (each) => {
    const [problem] = row({ [each.column]: each.value }).problems
    expect(problem?.message).toMatch(each.names)
    expect(problem?.message).not.toMatch(/smsf-reporting|office-medical|-/)
  })
})
