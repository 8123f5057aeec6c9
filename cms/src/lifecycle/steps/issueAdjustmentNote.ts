import type { Payload, PayloadRequest } from 'payload'

import {
  adjustmentNoteNumber,
  gstIncludedCents,
  idOf,
  idOrNull,
  type InvoiceAdjustment,
} from '@valuedesk/domain'

import type { AdjustmentNote, Invoice, Valuation } from '../../payload-types.ts'
import { queueAdjustmentNote } from './queueInvoiceEmails.ts'
import { ADJUSTMENT_NOTE_LOCK, highestNumber, InvoiceNumbers } from './invoiceNumbers.ts'
import { holdAcrossProcesses, writeAs } from './transaction.ts'

/** Each Payload instance draws its own (tests run several in one process). */
const numbersOf = new WeakMap<Payload, InvoiceNumbers>()
const noteNumbers = (payload: Payload) => {
  const numbers =
    numbersOf.get(payload) ?? new InvoiceNumbers(() => highestNumber(payload, 'adjustment-notes'))
  numbersOf.set(payload, numbers)
  return numbers
}

/** In the verb’s transaction, so a refund or credit and its note are written together. */
export async function issueAdjustmentNote(
  req: PayloadRequest,
  invoice: Invoice,
  adjustment: {
    kind: InvoiceAdjustment
    amountCents: number
    description: string
    reason: string
    valuation?: Valuation
  },
): Promise<AdjustmentNote | null> {
  if (adjustment.amountCents <= 0) return null
  const locked = await holdAcrossProcesses(req, ADJUSTMENT_NOTE_LOCK)
  const n = locked
    ? (await highestNumber(req.payload, 'adjustment-notes', req)) + 1
    : await noteNumbers(req.payload).draw()
  try {
    const note = await req.payload.create({
      collection: 'adjustment-notes',
      data: {
        number: adjustmentNoteNumber(n),
        invoice: invoice.id,
        valuation: adjustment.valuation?.id,
        kind: adjustment.kind,
        description: adjustment.description,
        reason: adjustment.reason,
        amountCents: adjustment.amountCents,
        gstCents: gstIncludedCents(adjustment.amountCents),
        customer: idOf(invoice.customer),
        business: idOrNull(invoice.business ?? null) ?? undefined,
      },
      ...writeAs(req),
    })
    await queueAdjustmentNote(req, note, invoice)
    return note
  } catch (error) {
    if (!locked) noteNumbers(req.payload).handBack(n)
    throw error
  }
}
