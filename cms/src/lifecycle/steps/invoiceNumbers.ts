import type { Payload, PayloadRequest } from 'payload'

export const invoiceNumber = (n: number) => `INV-${String(n).padStart(6, '0')}`

/** A draw excludes the write, so orders issue at once; a number not written is handed back, so none is skipped. */
export class InvoiceNumbers {
  private lastDrawn = 0
  private readonly handedBack: number[] = []
  private drawing: Promise<unknown> = Promise.resolve()

  private readonly highestIssued: () => Promise<number>

  constructor(highestIssued: () => Promise<number>) {
    this.highestIssued = highestIssued
  }

  draw(): Promise<number> {
    const turn = this.drawing.then(async () => {
      if (this.handedBack.length) return this.handedBack.sort((a, b) => a - b).shift()!
      this.lastDrawn = Math.max(this.lastDrawn, await this.highestIssued()) + 1
      return this.lastDrawn
    })
    this.drawing = turn.catch(() => undefined)
    return turn
  }

  handBack(n: number): void {
    this.handedBack.push(n)
  }
}

/** On PostgreSQL all processes number under this lock from what is committed, so none draws the same number. */
export const INVOICE_NUMBER_LOCK = 8_620_303

export const ADJUSTMENT_NOTE_LOCK = 8_620_304

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
