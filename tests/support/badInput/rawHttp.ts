import { connect } from 'node:net'

export type RawAnswer = { status?: number; contentType: string; text: string; closed: boolean }

/**
 * A request fetch cannot make: its head as given, then only part of the body its Content-Length promised,
 * then the connection ends ('end': the client stops sending and waits for an answer; 'reset': it is gone).
 * Resolves with what came back before the server closed the connection (or `waitMs` passed).
 */
export function cutOffRequest(
  url: string,
  head: string[],
  body: Buffer,
  send: number,
  ending: 'end' | 'reset',
  waitMs = 3000,
): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const received: Buffer[] = []
    const socket = connect({ host: hostname, port: Number(port), allowHalfOpen: true })
    const finish = (closed: boolean) => {
      clearTimeout(timer)
      socket.destroy()
      const raw = Buffer.concat(received).toString('latin1')
      const [headText = '', ...rest] = raw.split('\r\n\r\n')
      const status = /^HTTP\/1\.[01] (\d{3})/.exec(headText)?.[1]
      const contentType = /\r\ncontent-type: *([^\r\n]*)/i.exec(headText)?.[1] ?? ''
      const chunked = /\r\ntransfer-encoding: *chunked/i.test(headText)
      const payload = Buffer.from(rest.join('\r\n\r\n'), 'latin1').toString('utf8')
      resolve({
        status: status ? Number(status) : undefined,
        contentType,
        text: chunked ? payload.replace(/^[0-9a-f]+\r\n|\r\n[0-9a-f]+\r\n/gi, '') : payload,
        closed,
      })
    }
    const timer = setTimeout(() => finish(false), waitMs)
    socket.on('data', (chunk: Buffer) => received.push(chunk))
    socket.on('close', () => finish(true))
    socket.on('error', () => finish(true))
    socket.on('connect', () => {
      socket.write(`${head.join('\r\n')}\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n`)
      socket.write(body.subarray(0, send), () => (ending === 'end' ? socket.end() : socket.resetAndDestroy()))
    })
  })
}
