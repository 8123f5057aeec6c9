import { once } from 'node:events'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type SentMail = { to: string[]; replyTo?: string; subject: string; messageId?: string }

/**
 * A local stand-in for SendGrid's API at the network edge: POST /v3/mail/send with the API key
 * answers 202, as SendGrid does, and keeps what it was asked to send. `failNext(n)` answers the next
 * n sends with a 500, as SendGrid does when it has a bad moment.
 */
export async function startFakeSendgrid(apiKey: string) {
  const sent: SentMail[] = []
  let failures = 0
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    res.setHeader('content-type', 'application/json')
    if (req.method !== 'POST' || req.url !== '/v3/mail/send')
      return void ((res.statusCode = 404), res.end('{"errors":[{"message":"not found"}]}'))
    if (req.headers.authorization !== `Bearer ${apiKey}`)
      return void ((res.statusCode = 401), res.end('{"errors":[{"message":"bad key"}]}'))
    if (failures > 0)
      return void (failures--, (res.statusCode = 500), res.end('{"errors":[{"message":"try again"}]}'))
    const mail = JSON.parse(Buffer.concat(chunks).toString()) as {
      subject: string
      personalizations: { to: { email: string }[] }[]
      reply_to?: { email: string }
      custom_args?: { messageId?: string }
    }
    sent.push({
      to: mail.personalizations.flatMap((p) => p.to.map((to) => to.email)),
      replyTo: mail.reply_to?.email,
      subject: mail.subject,
      messageId: mail.custom_args?.messageId,
    })
    res.statusCode = 202
    res.end()
  }).listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sent,
    failNext: (count: number) => void (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type FakeSendgrid = Awaited<ReturnType<typeof startFakeSendgrid>>
