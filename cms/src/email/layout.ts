import { escapeHtml } from '@valuedesk/domain'

import { palette } from '../branding/palette.ts'
import { env } from '../env.ts'

export type EmailContent = { subject: string; text: string; html: string; replyTo?: string }

type Block = string | { quote: string }

/** Who signs an e-mail about a valuation: the practice that values it, and its valuer once one is assigned. */
export type Sender = { person?: string | null; practice: string }

export type EmailBody = {
  subject: string
  heading: string
  greeting: string
  blocks: Block[]
  action?: { label: string; href: string }
  signOff?: string
  /** Signed by the practice (and its valuer) rather than by the product; a `signOff` given wins. */
  sender?: Sender
  /** Where a reply goes instead of our sender address: the customer whose message is forwarded, the valuer who asks. */
  replyTo?: string
}

export const greet = (firstName?: string | null) => (firstName?.trim() ? `Hi ${firstName.trim()},` : 'Hello,')

const footer = () => `ValueDesk · desktop property valuations · ${env.SUPPORT_EMAIL}`

const lines = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>')

const htmlBlock = (block: Block) =>
  typeof block === 'string'
    ? `<p style="margin:0 0 16px">${lines(block)}</p>`
    : `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${palette.accent};background:${palette.panel}">${lines(block.quote)}</blockquote>`

const textBlock = (block: Block) =>
  typeof block === 'string'
    ? block
    : block.quote
        .split(/\r?\n/)
        .map((line) => `> ${line}`)
        .join('\n')

function html(body: EmailBody, signOff: string): string {
  const button = body.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(body.action.href)}" style="background:${palette.accent};color:${palette.white};padding:12px 20px;border-radius:6px;font-weight:700;text-decoration:none">${escapeHtml(body.action.label)}</a></p>`
    : ''
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;background:${palette.panel};font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:${palette.ink};line-height:1.55">
<div style="max-width:560px;margin:0 auto;background:#fff"><div style="background:${palette.brand};color:${palette.white};padding:20px 28px;font-weight:700;font-size:18px">ValueDesk</div>
<div style="padding:28px"><h1 style="font-size:22px;color:${palette.brand};margin:0 0 16px">${escapeHtml(body.heading)}</h1>
<p style="margin:0 0 16px">${escapeHtml(body.greeting)}</p>${body.blocks.map(htmlBlock).join('')}${button}
<p style="margin:0 0 16px">${lines(signOff)}</p>
<p style="margin:24px 0 0;color:${palette.muted};font-size:14px">${escapeHtml(footer())}</p></div></div></body></html>`
}

const text = (body: EmailBody, signOff: string) =>
  [
    body.heading,
    body.greeting,
    ...body.blocks.map(textBlock),
    ...(body.action ? [`${body.action.label}: ${body.action.href}`] : []),
    signOff,
    `-- \n${footer()}`,
  ].join('\n\n')

const signOffFrom = (sender: Sender | undefined) =>
  sender
    ? ['Kind regards,', sender.person?.trim(), sender.practice.trim()].filter(Boolean).join('\n')
    : 'Kind regards,\nThe ValueDesk team'

export function composeEmail(body: EmailBody): EmailContent {
  const signOff = body.signOff ?? signOffFrom(body.sender)
  return {
    subject: body.subject,
    text: text(body, signOff),
    html: html(body, signOff),
    ...(body.replyTo ? { replyTo: body.replyTo } : {}),
  }
}
