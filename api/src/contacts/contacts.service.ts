import type { Payload } from 'payload'

import { env, queueEmail } from '@valuedesk/cms'
import type { ContactEmailForm } from '@valuedesk/domain'

type Enquiry = Required<Pick<ContactEmailForm, 'FirstName' | 'LastName' | 'Email' | 'Phone' | 'BusinessName'>>

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** Keeps the enquiry first (nothing sent is lost), then tells support by e-mail. */
export async function receiveEnquiry(payload: Payload, form: Enquiry) {
  const enquiry = await payload.create({
    collection: 'enquiries',
    overrideAccess: false,
    data: {
      firstName: form.FirstName,
      lastName: form.LastName,
      email: form.Email,
      phone: form.Phone,
      message: form.BusinessName,
    },
  })
  const name = [form.FirstName, form.LastName].filter(Boolean).join(' ') || form.Email
  const lines = [`From: ${name} <${form.Email}>`, `Phone: ${form.Phone || '—'}`, '', form.BusinessName]
  await queueEmail(payload, {
    to: env.SUPPORT_EMAIL,
    replyTo: form.Email,
    subject: `Website enquiry from ${name}`,
    text: lines.join('\n'),
    html: `<p>${lines.slice(0, 2).map(escapeHtml).join('<br>')}</p><p style="white-space:pre-wrap">${escapeHtml(form.BusinessName)}</p><p><a href="${env.SERVER_URL}/admin/collections/enquiries/${enquiry.id}">Open the enquiry in the admin</a></p>`,
  })
  return enquiry
}
