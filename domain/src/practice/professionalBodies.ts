import { keysOf } from '../keys.ts'

/** Professional bodies a valuer may belong to, with the grades the report's signature block shows. */
export const professionalBodies = {
  API: 'Australian Property Institute',
  RICS: 'Royal Institution of Chartered Surveyors',
  AVI: 'Australian Valuers Institute',
  PINZ: 'Property Institute of New Zealand',
} as const
export type ProfessionalBody = keyof typeof professionalBodies
export const professionalBodyKeys = keysOf(professionalBodies)
