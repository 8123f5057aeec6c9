/** The one rule Astro writes before the first island of a page: its wrappers take no box of their own. */
const islandStyle = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

/**
 * Astro's server rendering writes that `<style>` inside the body, where HTML does not allow it
 * (withastro/astro#10308, still open; only static builds hoist it). It belongs in the head: moved there, once,
 * the page is valid and renders the same.
 */
export function hoistIslandStyle(html: string): string {
  const headEnd = html.indexOf('</head>')
  const at = html.indexOf(islandStyle, headEnd)
  if (headEnd < 0 || at < 0) return html
  return `${html.slice(0, headEnd)}${islandStyle}${html.slice(headEnd, at)}${html.slice(at + islandStyle.length)}`
}
