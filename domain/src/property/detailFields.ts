import { formatAud } from '../money.ts'
import { formatDate } from '../order/dates.ts'
import type { PropertyDetails } from './details.ts'

export type DetailField = {
  name: string
  label: string
  kind: 'number' | 'text' | 'condition' | 'year'
  unit?: string
}

export const detailFields: Record<PropertyDetails['Form'], DetailField[]> = {
  residential: [
    { name: 'Bedrooms', label: 'Bedrooms', kind: 'number' },
    { name: 'Bathrooms', label: 'Bathrooms', kind: 'number' },
    { name: 'CarSpaces', label: 'Car spaces', kind: 'number' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number', unit: 'm²' },
    { name: 'FloorAreaM2', label: 'Floor area (m²)', kind: 'number', unit: 'm²' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Construction', label: 'Construction (e.g. brick veneer, tile roof)', kind: 'text' },
    { name: 'Features', label: 'Features and improvements (pool, shed, solar…)', kind: 'text' },
    { name: 'RecentRenovations', label: 'Recent renovations', kind: 'text' },
    { name: 'WeeklyRent', label: 'Weekly rent, if leased (AUD)', kind: 'number', unit: '$' },
  ],
  commercial: [
    { name: 'LettableAreaM2', label: 'Lettable area (m²)', kind: 'number', unit: 'm²' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number', unit: 'm²' },
    { name: 'CarSpaces', label: 'Car spaces', kind: 'number' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'Features', label: 'Features, fit-out and leases (tenant, area, rent, expiry)', kind: 'text' },
  ],
  industrial: [
    { name: 'LettableAreaM2', label: 'Building area (m²)', kind: 'number', unit: 'm²' },
    { name: 'OfficeAreaM2', label: 'Office area (m²)', kind: 'number', unit: 'm²' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number', unit: 'm²' },
    { name: 'ClearanceHeightM', label: 'Clearance height (m)', kind: 'number', unit: 'm' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'Features', label: 'Features and leases (tenant, area, rent, expiry)', kind: 'text' },
  ],
  retail: [
    { name: 'LettableAreaM2', label: 'Lettable area (m²)', kind: 'number', unit: 'm²' },
    { name: 'FrontageM', label: 'Street frontage (m)', kind: 'number', unit: 'm' },
    { name: 'LandAreaM2', label: 'Land area (m²)', kind: 'number', unit: 'm²' },
    { name: 'YearBuilt', label: 'Year built', kind: 'year' },
    { name: 'Condition', label: 'Condition', kind: 'condition' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'Features', label: 'Features and leases (tenant, area, rent, expiry)', kind: 'text' },
  ],
  rural: [
    { name: 'LandAreaHa', label: 'Land area (hectares)', kind: 'number', unit: 'ha' },
    { name: 'PrimaryUse', label: 'Main use (grazing, cropping…)', kind: 'text' },
    { name: 'WaterSources', label: 'Water (dams, bores, allocations)', kind: 'text' },
    { name: 'Dwellings', label: 'Dwellings', kind: 'number' },
    { name: 'Improvements', label: 'Improvements (sheds, yards, fencing)', kind: 'text' },
    { name: 'Zoning', label: 'Zoning', kind: 'text' },
    { name: 'CarryingCapacity', label: 'Carrying capacity', kind: 'text' },
  ],
}

const otherLabels: Record<string, string> = {
  OwnerOccupied: 'Owner occupied',
  Hardstand: 'Hardstand',
}

export const conditionLabels = { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' } as const

const shortLabel = (label: string) => label.replace(/\s*\(.*\)$/, '').replace(/, if leased$/, '')

export const readableKey = (key: string) =>
  otherLabels[key] ??
  key.replace(/(?<=[a-z0-9])(?=[A-Z])/g, ' ').replace(/(?<= )[A-Z]/g, (c) => c.toLowerCase())

function formatValue(field: DetailField | undefined, value: unknown): string {
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (field?.kind === 'condition')
    return conditionLabels[value as keyof typeof conditionLabels] ?? String(value)
  if (typeof value === 'number' && field?.kind === 'number') {
    if (field.unit === '$') return `${formatAud(value)} a week`
    const figure = value.toLocaleString('en-AU', { maximumFractionDigits: 2 })
    return field.unit ? `${figure} ${field.unit}` : figure
  }
  return String(value)
}

export type DetailRow = { label: string; value: string }

type Lease = {
  Tenant: string
  AreaM2?: number
  RentPerAnnum: number
  StartDate?: string
  ExpiryDate?: string
  Outgoings?: string
}

const leaseLine = (lease: Lease) =>
  [
    `${lease.Tenant}:`,
    [
      lease.AreaM2 != null ? `${lease.AreaM2.toLocaleString('en-AU')} m²` : null,
      `${formatAud(lease.RentPerAnnum)} a year${lease.Outgoings ? ` (${lease.Outgoings})` : ''}`,
      lease.StartDate || lease.ExpiryDate
        ? [
            lease.StartDate ? formatDate(lease.StartDate) : '…',
            lease.ExpiryDate ? formatDate(lease.ExpiryDate) : '…',
          ].join(' to ')
        : null,
    ]
      .filter(Boolean)
      .join(', '),
  ].join(' ')

export function describeDetails(details: PropertyDetails | null | undefined): DetailRow[] {
  if (!details) return []
  const values = details.Details as Record<string, unknown>
  const fields = detailFields[details.Form]
  const known = new Set(fields.map((field) => field.name))
  const rows: DetailRow[] = []
  for (const field of fields) {
    const value = values[field.name]
    if (value === undefined || value === null || value === '') continue
    rows.push({ label: shortLabel(field.label), value: formatValue(field, value) })
  }
  for (const [key, value] of Object.entries(values)) {
    if (known.has(key) || key === 'Leases' || value === undefined || value === null || value === '') continue
    rows.push({ label: readableKey(key), value: formatValue(undefined, value) })
  }
  const leases = (values.Leases ?? []) as Lease[]
  leases.forEach((lease, index) =>
    rows.push({ label: leases.length > 1 ? `Lease ${index + 1}` : 'Lease', value: leaseLine(lease) }),
  )
  return rows
}
