import { keysOf } from '../keys.ts'

/** Spec section 1. */
export const propertyClassifications = {
  residential: {
    label: 'Residential',
    commercial: false,
    types: {
      house: 'House (single dwelling)',
      apartment: 'Apartment',
      townhouse: 'Townhouse',
      terrace: 'Terrace',
      duplex: 'Duplex',
      'townhouse-complex': 'Townhouse complex',
      'apartment-block': 'Apartment block',
    },
  },
  'office-medical': {
    label: 'Office/medical',
    commercial: true,
    types: {
      strata: 'Strata office or medical suite',
      freestanding: 'Freestanding office or medical',
      'multi-tenanted': 'Multi-tenanted office or medical',
    },
  },
  industrial: {
    label: 'Industrial',
    commercial: true,
    types: {
      'warehouse-office': 'Warehouse and office',
      factory: 'Factory',
      'light-industrial': 'Light industrial',
    },
  },
  retail: {
    label: 'Retail',
    commercial: true,
    types: {
      strata: 'Strata retail premises',
      freestanding: 'Freestanding retail',
      'showroom-bulky-goods': 'Showroom/bulky goods',
      'strip-shop': 'Strip-shop',
    },
  },
  rural: {
    label: 'Rural',
    commercial: false,
    types: {
      'cropping-horticultural': 'Cropping/horticultural',
      grazing: 'Grazing',
      'hobby-farm': 'Hobby farm',
    },
  },
} as const

export type PropertyClassification = keyof typeof propertyClassifications
export type PropertyTypeOf<C extends PropertyClassification> =
  keyof (typeof propertyClassifications)[C]['types']
export type PropertyType = { [C in PropertyClassification]: PropertyTypeOf<C> }[PropertyClassification]

export const classificationKeys = keysOf(propertyClassifications)

export const typesOf = (classification: PropertyClassification): string[] =>
  Object.keys(propertyClassifications[classification].types)

export const isTypeOf = (classification: PropertyClassification, type: string): boolean =>
  typesOf(classification).includes(type)

export const typeLabel = (classification: PropertyClassification, type: string): string =>
  (propertyClassifications[classification].types as Record<string, string>)[type] ?? type

export const propertyKind = (classification: PropertyClassification, type: string): string =>
  `${propertyClassifications[classification].label} — ${typeLabel(classification, type)}`

/** The detail form a valuer needs differs by class: homes, commercial (office, retail, industrial) or farms. */
export const detailsFormOf = (
  classification: PropertyClassification,
): 'residential' | 'commercial' | 'industrial' | 'retail' | 'rural' =>
  classification === 'office-medical' ? 'commercial' : classification
