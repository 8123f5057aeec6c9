import { keysOf } from '../keys.ts'

export const reportImageKinds = {
  aerial: 'Aerial view',
  street: 'Street view',
  plan: 'Plan',
  title: 'Title',
  other: 'Image',
} as const
export type ReportImageKind = keyof typeof reportImageKinds
export const reportImageKindKeys = keysOf(reportImageKinds)

export type ReportImage = { url: string; kind: ReportImageKind; caption: string; source: string | null }

export const reportImageCaption = (image: ReportImage): string =>
  `${reportImageKinds[image.kind]}: ${image.caption.trim()}${image.source?.trim() ? `. Source: ${image.source.trim()}` : ''}`
