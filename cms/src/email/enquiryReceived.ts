import { env } from '../env.ts'
import type { Enquiry } from '../payload-types.ts'
import { composeEmail, greet } from './layout.ts'

/** Forwards a website enquiry to support; a reply goes straight to the customer who wrote it. */
export function enquiryReceivedEmail(enquiry: Enquiry) {
  const name = [enquiry.firstName, enquiry.lastName].filter(Boolean).join(' ') || enquiry.email
  const contact = [enquiry.email, enquiry.phone].filter(Boolean).join(', ')
  return composeEmail({
    subject: `Website enquiry from ${name}`,
    heading: 'A new enquiry from the website',
    greeting: greet(),
    blocks: [
      `${name} (${contact}) wrote through the contact form:`,
      { quote: enquiry.message },
      `Reply to this e-mail to answer ${name} directly.`,
    ],
    action: {
      label: 'Open the enquiry in the admin',
      href: `${env.SERVER_URL}/admin/collections/enquiries/${enquiry.id}`,
    },
    signOff: 'ValueDesk (sent automatically)',
    replyTo: enquiry.email,
  })
}
