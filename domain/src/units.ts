const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 })
const hectares = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 2 })

/** The square metres of a hectare. */
export const SQUARE_METRES_PER_HECTARE = 10_000

export function formatArea(squareMetres: number): string {
  const metres = `${whole.format(squareMetres)} m²`
  return squareMetres >= SQUARE_METRES_PER_HECTARE
    ? `${hectares.format(squareMetres / SQUARE_METRES_PER_HECTARE)} ha (${metres})`
    : metres
}
