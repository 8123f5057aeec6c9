/**
 * The order lifecycle: every change to an order is one of these verbs. Each checks who may and from which
 * state (rules from domain/), writes its records in one transaction with a line in the valuation's history,
 * and queues its e-mails. Routes, hooks and admin buttons call them; access rules refuse any other write of
 * what they own (cms/src/access/lifecycleOwned.ts).
 */
export { completeValuation } from './completeValuation.ts'
export { declineValuation } from './declineValuation.ts'
export { recordEmailOutcome, retryEmail, type EmailAbout } from './recordEmailOutcome.ts'
export { answerHold, holdValuation, resumeValuation } from './holdValuation.ts'
export { giveFund } from './giveFund.ts'
export { grantOf, orderFirm, type OrderFirm } from './steps/orderFirm.ts'
export { accountLine, issueTestInvoice, pricedLine } from './steps/issueInvoice.ts'
export { noteSentToXero } from './noteSentToXero.ts'
export { placeBulkOrder, quoteBulkOrder, type BulkOrder } from './placeBulkOrder.ts'
export {
  createSnapshot,
  invoiceOrder,
  placeOrder,
  placeValuation,
  savePropertyDetails,
  type ValuationOrder,
  type WholeOrder,
} from './placeOrder.ts'
export { notePaymentIntent, recordPayment, type Payment } from './recordPayment.ts'
export { attachFile } from './attachFiles.ts'
export { changeProperty, type PropertyChange } from './changeProperty.ts'
export { feeRows, quote, snapshotQuoteInput, type QuoteInput } from './steps/quote.ts'
export { finalReportOf, readAsCaller, readValuation } from './steps/read.ts'
export { refundInvoice, type RefundCard } from './refundInvoice.ts'
export { reissueReport } from './reissueReport.ts'
export { noteReportWarning } from './noteReportWarning.ts'
export { assignPractice, assignValuer, moveValuation } from './steps/workOn.ts'
export { valuerChoices } from './steps/valuerChoices.ts'
export { correctOrder, type OrderCorrection } from './correctOrder.ts'
export { messageCustomer } from './messageCustomer.ts'
export { claimOrder } from './claimOrder.ts'
