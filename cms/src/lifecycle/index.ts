/**
 * The order lifecycle: every change to an order is one of these verbs. Each checks who may and from which
 * state (rules from domain/), writes its records in one transaction with a line in the valuation's history,
 * and queues its e-mails. Routes, hooks and admin buttons call them; access rules refuse any other write of
 * what they own (cms/src/access/lifecycleOwned.ts).
 */
export { completeValuation } from './completion.ts'
export { declineValuation } from './decline.ts'
export { recordEmailOutcome, retryEmail, type EmailAbout } from './delivery.ts'
export { answerHold, holdValuation, resumeValuation } from './hold.ts'
export { giveFund } from './fund.ts'
export { grantOf, orderFirm, type OrderFirm } from './firm.ts'
export { accountLine, issueTestInvoice, pricedLine } from './invoices.ts'
export { noteSentToXero } from './accounting.ts'
export { placeBulkOrder, quoteBulkOrder, type BulkOrder } from './bulkOrder.ts'
export {
  createSnapshot,
  invoiceOrder,
  placeOrder,
  placeValuation,
  savePropertyDetails,
  type ValuationOrder,
  type WholeOrder,
} from './order.ts'
export { notePaymentIntent, recordPayment, type Payment } from './payment.ts'
export { attachFile } from './attachments.ts'
export { changeProperty, type PropertyChange } from './property.ts'
export { feeRows, quote, snapshotQuoteInput, type QuoteInput } from './quote.ts'
export { finalReportOf, readAsCaller, readValuation } from './read.ts'
export { refundInvoice, type RefundCard } from './refund.ts'
export { reissueReport } from './reissue.ts'
export { noteReportWarning } from './reportNotes.ts'
export { assignPractice, assignValuer, moveValuation } from './workflow.ts'
export { valuerChoices } from './valuerChoices.ts'
export { correctOrder, type OrderCorrection } from './correction.ts'
export { messageCustomer } from './customerMessage.ts'
export { claimOrder } from './claim.ts'
