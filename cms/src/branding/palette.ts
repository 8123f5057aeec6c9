/** palette.test.ts fails if these drift from site/src/styles/global.css. */
export const palette = {
  /** Headings, the letterhead's band, the e-mail's bar: the site's --brand (navy 700). */
  brand: '#1f3a5f',
  /** Rules under headings, the e-mail's button, the subject's marker: the site's --accent (brass 600). */
  accent: '#8a6d3b',
  /** Body text: the site's --ink. */
  ink: '#1c2430',
  /** Secondary text: the site's --muted (slate 600). */
  muted: '#5b6573',
  /** Table rules and borders: the site's --line (slate 200). */
  rule: '#dfe3e8',
  /** Tinted panels and page backgrounds: the site's --surface (paper). */
  panel: '#f6f4ef',
  white: '#ffffff',
} as const

/** A colour as Google's Static Maps API takes it: 0xRRGGBB. */
export const mapColour = (hex: string) => `0x${hex.slice(1)}`
