import { keysOf } from '../keys.ts'

export const professionalBodies = {
  API: 'Australian Property Institute',
  RICS: 'Royal Institution of Chartered Surveyors',
  AVI: 'Australian Valuers Institute',
  PINZ: 'Property Institute of New Zealand',
} as const
export type ProfessionalBody = keyof typeof professionalBodies
export const professionalBodyKeys = keysOf(professionalBodies)
