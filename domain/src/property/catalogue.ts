import { keysOf } from '../keys.ts'
import type { ProductCode } from '../order/fees.ts'

/** Spec section 1; each type is priced by its class's fee row unless it names its own (fees.ts adds the rest). */
export const propertyClassifications = {
  residential: {
    label: 'Residential',
    commercial: false,
    product: 'residential-dwelling',
    types: {
      house: { label: 'House (single dwelling)' },
      apartment: { label: 'Apartment' },
      townhouse: { label: 'Townhouse' },
      terrace: { label: 'Terrace' },
      duplex: { label: 'Duplex', product: 'duplex' },
      'townhouse-complex': { label: 'Townhouse complex', product: 'multi-tenancy' },
      'apartment-block': { label: 'Apartment block', product: 'multi-tenancy' },
    },
  },
  'office-medical': {
    label: 'Office/medical',
    commercial: true,
    product: 'single-occupancy-commercial',
    types: {
      strata: { label: 'Strata office or medical suite', product: 'strata-commercial' },
      freestanding: { label: 'Freestanding office or medical' },
      'multi-tenanted': { label: 'Multi-tenanted office or medical', product: 'multi-tenancy' },
    },
  },
  industrial: {
    label: 'Industrial',
    commercial: true,
    product: 'single-occupancy-commercial',
    types: {
      'warehouse-office': { label: 'Warehouse and office' },
      factory: { label: 'Factory' },
      'light-industrial': { label: 'Light industrial' },
    },
  },
  retail: {
    label: 'Retail',
    commercial: true,
    product: 'single-occupancy-commercial',
    types: {
      strata: { label: 'Strata retail premises', product: 'strata-commercial' },
      freestanding: { label: 'Freestanding retail' },
      'showroom-bulky-goods': { label: 'Showroom/bulky goods' },
      'strip-shop': { label: 'Strip-shop' },
    },
  },
  rural: {
    label: 'Rural',
    commercial: false,
    product: 'rural',
    types: {
      'cropping-horticultural': { label: 'Cropping/horticultural' },
      grazing: { label: 'Grazing' },
      'hobby-farm': { label: 'Hobby farm' },
    },
  },
} as const satisfies Record<string, PropertyClassificationRow>

type PropertyClassificationRow = {
  label: string
  commercial: boolean
  product: ProductCode
  types: Record<string, { label: string; product?: ProductCode }>
}

export type PropertyClassification = keyof typeof propertyClassifications
export type PropertyTypeOf<C extends PropertyClassification> =
  keyof (typeof propertyClassifications)[C]['types']
export type PropertyType = { [C in PropertyClassification]: PropertyTypeOf<C> }[PropertyClassification]

export const classificationKeys = keysOf(propertyClassifications)

export const typesOf = (classification: PropertyClassification): string[] =>
  Object.keys(propertyClassifications[classification].types)

export const isTypeOf = (classification: PropertyClassification, type: string): boolean =>
  typesOf(classification).includes(type)

const typeRow = (classification: PropertyClassification, type: string) => {
  const types: PropertyClassificationRow['types'] = propertyClassifications[classification].types
  return Object.hasOwn(types, type) ? types[type] : undefined
}

export const typeLabel = (classification: PropertyClassification, type: string): string =>
  typeRow(classification, type)?.label ?? type

/** The types of a class with their labels, as the order form lists them. */
export const typeOptions = (classification: PropertyClassification): { value: string; label: string }[] =>
  typesOf(classification).map((value) => ({ value, label: typeLabel(classification, value) }))

/** The fee row a type is priced by when it is one tenancy and not strata titled: its own, or its class's. */
export const typeProduct = (classification: PropertyClassification, type: string): ProductCode =>
  typeRow(classification, type)?.product ?? propertyClassifications[classification].product

export const propertyKind = (classification: PropertyClassification, type: string): string =>
  `${propertyClassifications[classification].label} — ${typeLabel(classification, type)}`

/** The detail form a valuer needs differs by class: homes, commercial (office, retail, industrial) or farms. */
export const detailsFormOf = (
  classification: PropertyClassification,
): 'residential' | 'commercial' | 'industrial' | 'retail' | 'rural' =>
  classification === 'office-medical' ? 'commercial' : classification
