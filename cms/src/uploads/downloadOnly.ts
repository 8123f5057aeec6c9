/**
 * The headers of a private upload served by Payload's own file route: saved, never shown in the browser (a file
 * opened from our origin could run as ours), never cached, its type never guessed.
 */
export const downloadOnly = ({ headers }: { headers: Headers }): Headers => {
  headers.set('content-disposition', 'attachment')
  headers.set('cache-control', 'private, no-store')
  headers.set('x-content-type-options', 'nosniff')
  return headers
}
