/** palette.test.ts fails if these drift from site/src/styles/global.css. */
export const palette = {
  brand: '#1f3a5f',
  accent: '#8a6d3b',
  ink: '#1c2430',
  muted: '#5b6573',
  rule: '#dfe3e8',
  panel: '#f6f4ef',
  white: '#ffffff',
} as const

export const mapColour = (hex: string) => `0x${hex.slice(1)}`
