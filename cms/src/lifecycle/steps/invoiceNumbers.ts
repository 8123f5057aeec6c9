import type { Payload, PayloadRequest } from 'payload'

/** INV-000123 from 123. */
export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`

/**
 * Tax invoice numbers, drawn by this process: one more than the highest issued, whether committed (read from
 * the database) or drawn here and still being written. A draw is quick and one at a time; writing the invoice
 * is not part of it, so many orders issue their invoices at once instead of each waiting for the one before
 * it to reach the disk. A number whose invoice could not be written is handed back and drawn again first, so
 * numbers stay without gaps (but for a process that dies between a draw and its write). Another process may
 * draw the same number: the unique index refuses the second, which draws again (`taken`).
 */
export class InvoiceNumbers {
  private lastDrawn = 0
  private readonly handedBack: number[] = []
  private drawing: Promise<unknown> = Promise.resolve()

  private readonly highestIssued: () => Promise<number>

  /** `highestIssued`: the highest number of an invoice in the database. */
  constructor(highestIssued: () => Promise<number>) {
    this.highestIssued = highestIssued
  }

  /** The next number to issue. */
  draw(): Promise<number> {
    const turn = this.drawing.then(async () => {
      if (this.handedBack.length) return this.handedBack.sort((a, b) => a - b).shift()!
      this.lastDrawn = Math.max(this.lastDrawn, await this.highestIssued()) + 1
      return this.lastDrawn
    })
    this.drawing = turn.catch(() => undefined)
    return turn
  }

  /** The invoice drawn under `n` was not written (refused, or failed): `n` is free again. */
  handBack(n: number): void {
    this.handedBack.push(n)
  }
}

/**
 * On PostgreSQL the processes sharing the database issue invoices one after another, each numbering from what is
 * committed, under this advisory lock (a fixed number of ours): drawing in each process would have them draw the
 * same numbers and wait on each other's unique index. (On SQLite one process serves the database.)
 */
export const INVOICE_NUMBER_LOCK = 8_620_303

/** The same for the adjustment notes' series (adjustmentNotes.ts). */
export const ADJUSTMENT_NOTE_LOCK = 8_620_304

/**
 * The highest number among a numbered collection's documents, invoices or adjustment notes (0 when there are
 * none); with `req`, in its transaction.
 */
export async function highestNumber(
  payload: Payload,
  collection: 'invoices' | 'adjustment-notes',
  req?: PayloadRequest,
): Promise<number> {
  const [last] = (
    await payload.find({
      collection,
      sort: '-number',
      limit: 1,
      select: { number: true },
      pagination: false,
      depth: 0,
      overrideAccess: true,
      req,
    })
  ).docs
  return Number(last?.number?.replace(/\D/g, '') ?? 0)
}
