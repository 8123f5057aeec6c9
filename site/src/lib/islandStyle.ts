/** The one rule Astro writes before the first island of a page: its wrappers take no box of their own. */
const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

/** Astro writes island `<style>` in the body (withastro/astro#10308, still open): moved to the head. */
export function hoistIslandStyle(html: string): string {
  const headEnd = html.indexOf('</head>')
  const at = html.indexOf(islandStyle, headEnd)
  if (headEnd < 0 || at < 0) return html
  return `${html.slice(0, headEnd)}${islandStyle}${html.slice(headEnd, at)}${html.slice(at + islandStyle.length)}`
}
