import { STATUS_CODES, type Server } from 'node:http'
import type { Duplex } from 'node:stream'

function answerFor(code: string | undefined): [number, object] {
  if (code === 'HPE_HEADER_OVERFLOW')
    return [431, { code: 'headers_too_large', message: 'The request headers are too large.' }]
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT')
    return [408, { code: 'request_timeout', message: 'The request took too long to arrive.' }]
  return [400, { $: ['The request could not be read: it was cut off before its end, or is not HTTP.'] }]
}

/** Node's bare "400 Bad Request" becomes the API's wire format. */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const response = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    if (!socket.writable || response?.headersSent) {
      socket.destroy()
      return
    }
    const [status, body] = answerFor(error.code)
    const text = JSON.stringify(body)
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    )
  })
}
