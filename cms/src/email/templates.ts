/** Every e-mail the product sends, each built from the one layout (layout.ts). */
export type { EmailContent } from './layout.ts'
export { dueSoonEmail } from './dueSoon.ts'
export { enquiryReceivedEmail } from './enquiryReceived.ts'
export { orderReceivedEmail } from './orderReceived.ts'
export { paymentReceivedEmail } from './paymentReceived.ts'
export { reportReadyEmail } from './reportReady.ts'
export { resetPasswordEmail } from './resetPassword.ts'
export { taxInvoiceEmail } from './taxInvoice.ts'
