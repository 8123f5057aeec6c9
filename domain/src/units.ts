const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })
const hectares = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })

/** The square metres of a hectare. */
export const SQUARE_METRES_PER_HECTARE = 10_000

/** An area as a reader reads it: "612 m²"; from a hectare up, "2.4 ha (24,000 m²)". */
export function formatArea(squareMetres: number): string {
  const metres = `${whole.format(squareMetres)} m²`
  return squareMetres >= SQUARE_METRES_PER_HECTARE
    ? `${hectares.format(squareMetres / SQUARE_METRES_PER_HECTARE)} ha (${metres})`
    : metres
}
