import { adjustmentStatement } from '@valuedesk/domain'

import type { AdjustmentNoteView } from '../documents/taxInvoice/adjustmentNotePdf.ts'
import { composeEmail, greet } from './layout.ts'

export const adjustmentNoteEmail = (note: AdjustmentNoteView, firstName?: string | null) =>
  composeEmail({
    subject: `Adjustment note ${note.number} for tax invoice ${note.invoice.number}`,
    heading: `Adjustment note ${note.number}`,
    greeting: greet(firstName),
    blocks: [
      adjustmentStatement({ ...note, invoiceNumber: note.invoice.number }),
      { quote: note.reason },
      `The adjustment note is attached as a PDF: keep it with tax invoice ${note.invoice.number} for your records and your BAS.`,
    ],
  })
