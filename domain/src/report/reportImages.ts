import { keysOf } from '../keys.ts'

/** What an image a valuer adds to a report shows. */
export const reportImageKinds = {
  aerial: 'Aerial view',
  street: 'Street view',
  plan: 'Plan',
  title: 'Title',
  other: 'Image',
} as const
export type ReportImageKind = keyof typeof reportImageKinds
export const reportImageKindKeys = keysOf(reportImageKinds)

/** An image a valuer or admin added to a report: its file (for the renderer's LoadImage), kind, caption and source. */
export type ReportImage = { url: string; kind: ReportImageKind; caption: string; source: string | null }

/** "Aerial view: the lot and its neighbours. Source: Nearmap, 2026." */
export const reportImageCaption = (image: ReportImage): string =>
  `${reportImageKinds[image.kind]}: ${image.caption.trim()}${image.source?.trim() ? `. Source: ${image.source.trim()}` : ''}`
