import {
  COMPARABLE_SALES_NEEDED,
  monthsBefore,
  placeholdersIn,
  ruleOutcome,
  todayInAustralia,
  totalAdjustment,
  ComparableSale,
  LeaseEvidence,
  type ReportKind,
} from '@valuedesk/domain'

type Block = { BlockId: string; Type: string; Data: Record<string, unknown> }

/** What a valuer writes in a description row, by its label; a row the templates add later gets a plain line. */
const descriptions: Record<string, string> = {
  Title: 'Lot 12 on RP845210, freehold',
  'Land area': '704 m²',
  Zoning: 'Low Density Residential',
  Dwelling: 'Single-storey brick house with a tiled roof',
  'Year built': 'About 1998',
  'Building area': '182 m²',
  Accommodation: 'Four bedrooms, two bathrooms, open-plan living',
  'Car parking': 'Double garage',
  'Other improvements': 'In-ground pool, garden shed',
  Condition: 'Good, well maintained',
  Occupancy: 'Owner-occupied',
  Services: 'Town water, sewer, electricity and NBN',
}

/**
 * Three sales near the test orders' address (Kearneys Spring), as a valuer lists them, a few months before
 * `date`: recent evidence whenever the tests run.
 */
const salesBefore = (date: string): ComparableSale[] =>
  [
    {
      address: '8 Wendover Court, Kearneys Spring QLD 4350',
      saleDate: monthsBefore(date, 2),
      price: 862000,
      landArea: 780,
      comparison: 'Similar house, larger lot.',
    },
    {
      address: '3 Alderley Street, Rangeville QLD 4350',
      saleDate: monthsBefore(date, 4),
      price: 831000,
      landArea: 720,
      comparison: 'Older but renovated.',
    },
    {
      address: '21 Stephen Street, Harristown QLD 4350',
      saleDate: monthsBefore(date, 6),
      price: 815000,
      landArea: 695,
      comparison: 'Similar age, smaller garden.',
    },
  ].map((sale) => ComparableSale.parse(sale))

/** Two sales of a current valuation, as a test lists them in a report (fillReport adds the third). */
export const comparableSales: ComparableSale[] = salesBefore(todayInAustralia()).slice(0, 2)

const texts: Record<string, string> = {
  location:
    'Kearneys Spring is an established suburb about 5 km south of the Toowoomba city centre. The property is in a quiet court, close to schools, shops and buses.',
  leasingEvidence:
    'The leases are of comparable shops in the same street, on net terms. We adopt a rent between them, closest to the more recent lease.',
  commentary:
    'Over the past 12 months sales in the suburb were steady, with prices up about 6 % and most houses selling within 30 days.',
}

/**
 * A sale as the valuer's grid leaves it: an unadjusted sale adjusted (for size) to within 1% of the figure, the
 * sales alternating below and above it, so the adopted value lies inside their adjusted range.
 */
function adjustedTo(sale: ComparableSale, figure: number, at: number): ComparableSale {
  if (totalAdjustment(sale.adjustments)) return sale
  const target = figure * (1 + ((at % 3) - 1) / 100)
  const size = Math.round((target / sale.price - 1) * 10_000) / 100
  return { ...sale, adjustments: { ...sale.adjustments, size } }
}

/** A block as the valuer leaves it: what the template left blank or as a placeholder, written; the rest kept. */
function finished(
  block: Block,
  figures: { marketValue: number; marketRent: number },
  valuationDate: string,
  kind: ReportKind,
): Block['Data'] {
  const data = { ...block.Data }
  const text = typeof data.text === 'string' ? data.text : ''
  switch (block.Type) {
    case 'valueSummary': {
      // The figures ordered, named by token as the valuer states them: the value, the rent, or both.
      const rent = 'We assess the market rent at **{marketRent} per annum**, net of outgoings, plus GST.'
      if (kind === 'rental') return { ...data, text: rent }
      return kind === 'both' && !text.includes('{marketRent}')
        ? { ...data, text: `${text}\n\n${rent}` }
        : data
    }
    case 'propertyDescription':
      return {
        ...data,
        rows: (data.rows as { label: string; value: string }[]).map((row) => ({
          ...row,
          value: row.value || descriptions[row.label] || 'As shown in the documents supplied',
        })),
      }
    case 'comparableSales': {
      // At least the three SMSF and CGT reports need; the valuer's own sales kept.
      const sales = data.sales as ComparableSale[]
      const more = salesBefore(valuationDate).filter(
        (sale) => !sales.some((listed) => listed.address === sale.address),
      )
      const listed = [...sales, ...more].slice(0, Math.max(sales.length, COMPARABLE_SALES_NEEDED))
      return { ...data, sales: listed.map((sale, at) => adjustedTo(sale, figures.marketValue, at)) }
    }
    case 'leasingEvidence': {
      // Two leases either side of the rent adopted, when the template left none.
      const leases = (data.leases as LeaseEvidence[]).length
        ? data.leases
        : [0.95, 1.05].map((share, at) =>
            LeaseEvidence.parse({
              address: `${4 + at * 6} Ruthven Street, Toowoomba QLD 4350`,
              leaseStart: monthsBefore(valuationDate, 3 + at * 4),
              rent: Math.round(figures.marketRent * share),
              terms: '5 + 5 years, CPI reviews, net of outgoings',
            }),
          )
      const written = placeholdersIn(text).length || !text.trim() ? texts.leasingEvidence : text
      return { ...data, leases, text: written }
    }
    case 'conclusion':
      return {
        ...data,
        marketValue: data.marketValue || figures.marketValue,
        rentalValue: data.rentalValue || figures.marketRent,
        rentalBasis: data.rentalBasis || 'per annum, net of outgoings, plus GST',
      }
    case 'photos':
      // Each photo described: a caption still reading as its slot warns.
      return {
        ...data,
        captions: (data.captions as { slot: string; caption: string }[]).map((row) => ({
          ...row,
          caption: `${row.caption || row.slot}: the property as the customer photographed it`,
        })),
      }
    case 'location':
    case 'commentary':
      return placeholdersIn(text).length || !text.trim() ? { ...data, text: texts[block.Type] } : data
    default:
      return data
  }
}

/**
 * A draft report finished as a valuer would before completing it, through the API at `url`: every block the
 * template left blank or with a placeholder written, at least three comparable sales dated before the date of
 * valuation, the valuer's own figures and words kept. Checks that every rule passes (GET /api/reports/{id}
 * lists no Problems and no warning), and says what does not. The assigned valuer needs a licence in the
 * property's state on their practice record (an admin's to record), which this cannot give.
 */
export async function fillReport(
  url: string,
  token: string,
  reportId: number,
  { marketValue = 610_000, marketRent = 31_200 } = {},
) {
  const call = async (path: string, method = 'GET', json?: unknown) => {
    const response = await fetch(`${url}/api/reports/${reportId}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    if (!response.ok) throw new Error(`${method} report ${path}: ${response.status} ${await response.text()}`)
    return response.json()
  }
  const blocks: Block[] = await call('/blocks')
  const conclusion = blocks.find((block) => block.Type === 'conclusion')?.Data
  const figures = { marketValue: Number(conclusion?.marketValue) || marketValue, marketRent }
  const { valuationDate, reportKind } = (await call('/data')) as {
    valuationDate: string
    reportKind: ReportKind
  }
  for (const block of blocks) {
    const data = finished(block, figures, valuationDate, reportKind)
    if (JSON.stringify(data) !== JSON.stringify(block.Data))
      await call(`/blocks/${block.BlockId}`, 'PUT', { Data: data })
  }
  const { Checks } = (await call('')) as { Checks: { Outcome: string; Label: string; Findings: string[] }[] }
  const left = Checks.filter((check) => check.Outcome !== ruleOutcome.pass)
  if (left.length)
    throw new Error(
      `The report does not pass every rule:\n${left.map((check) => `${check.Label} (${check.Outcome}): ${check.Findings.join(' ')}`).join('\n')}`,
    )
}
