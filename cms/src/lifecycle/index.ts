/**
 * The order lifecycle: every change to an order is one of these verbs, in the order of its life. Each checks
 * who may and from which state (domain/), writes in one transaction with a history line, and queues its
 * e-mails; the access guard refuses any other write of what they own (cms/src/access/lifecycleOwned.ts).
 */

// Ordering, step by step as the spec's pre-valuation form calls it, or in one command (the wizard's).
export { createSnapshot } from './createSnapshot.ts'
export { savePropertyDetails } from './savePropertyDetails.ts'
export { changeProperty, type PropertyChange } from './changeProperty.ts'
export { invoiceOrder } from './invoiceOrder.ts'
export { placeValuation, type ValuationOrder } from './placeValuation.ts'
export { placeOrder, type WholeOrder } from './placeOrder.ts'
export { attachFile } from './attachFiles.ts'
export { claimOrder } from './claimOrder.ts'

export { notePaymentIntent } from './notePaymentIntent.ts'
export { recordPayment, type Payment } from './recordPayment.ts'
export { issueTestInvoice } from './issueTestInvoice.ts'

export { assignPractice } from './assignPractice.ts'
export { assignValuer } from './assignValuer.ts'
// Start (Pending → In progress) or send back.
export { moveValuation } from './moveValuation.ts'
export { messageCustomer } from './messageCustomer.ts'
export { correctOrder, type OrderCorrection } from './correctOrder.ts'

export { holdValuation } from './holdValuation.ts'
export { answerHold } from './answerHold.ts'
export { resumeValuation } from './resumeValuation.ts'
export { giveFund } from './giveFund.ts'

export { noteReportWarning } from './noteReportWarning.ts'
export { completeValuation } from './completeValuation.ts'
export { recordEmailOutcome } from './recordEmailOutcome.ts'
export { retryEmail } from './retryEmail.ts'
export { reissueReport } from './reissueReport.ts'

// Ending early: declining refunds or credits what was invoiced, the whole invoice or one property's line.
export { declineValuation } from './declineValuation.ts'
export { creditInvoiceLine } from './creditInvoiceLine.ts'
export { refundInvoiceLine } from './refundInvoiceLine.ts'
export { refundInvoice } from './refundInvoice.ts'

// A firm on monthly billing: its month's invoice, then the bill in its Xero.
export { issueMonthlyInvoices } from './issueMonthlyInvoices.ts'
export { noteSentToXero } from './noteSentToXero.ts'

export { placeBulkOrder, type BulkOrder } from './placeBulkOrder.ts'

// Not verbs: what routes read and price the way the verbs do.
export { finalReportOf, readAsCaller, readValuation } from './steps/read.ts'
export { feeRows, quote, snapshotQuoteInput, type QuoteInput } from './steps/quote.ts'
export { quoteBulkOrder } from './steps/quoteBulkOrder.ts'
export { valuerChoices } from './steps/valuerChoices.ts'
export { grantOf, orderFirm, type OrderFirm } from './steps/orderFirm.ts'
export { monthlyBillingLine, pricedLine } from './steps/invoiceLines.ts'
export { type EmailAbout } from './steps/recordDelivery.ts'
export { type RefundCard } from './steps/refundByCard.ts'
