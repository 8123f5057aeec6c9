/** Saved, never shown (a file opened from our origin could run as ours), never cached or sniffed. */
export const downloadOnly = ({ headers }: { headers: Headers }): Headers => {
  headers.set('content-disposition', 'attachment')
  headers.set('cache-control', 'private, no-store')
  headers.set('x-content-type-options', 'nosniff')
  return headers
}
