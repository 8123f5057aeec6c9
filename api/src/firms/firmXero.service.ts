import type { Payload } from 'payload'

import {
  configuredXeroApp,
  createBill,
  firmWithSecrets,
  forgetXeroConnection,
  keepRefreshToken,
  memberFirm,
  noteSentToXero,
  openRefreshToken,
  refreshTokens,
  XeroConnectionLost,
  type Invoice,
  type User,
} from '@valuedesk/cms'
import {
  AppError,
  idOf,
  searchAddressOf,
  xeroBillOf,
  type XeroBillSource,
  type XeroExportResponse,
} from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { firmInvoiceDocs, fundOf } from './firmInvoices.service.ts'

type Id = number | string

/** Only issued tax invoices become bills: not a cancelled or refunded one, nor an admin's test invoice. */
const billable = (invoice: Invoice) =>
  !invoice.test && (invoice.status === 'unpaid' || invoice.status === 'paid')

const addressOf = (snapshot: unknown) =>
  snapshot && typeof snapshot === 'object'
    ? searchAddressOf(snapshot as Parameters<typeof searchAddressOf>[0])
    : ''

/** One export per firm at a time in this process: two members' clicks do not race each other's tokens. */
const running = new Map<string, Promise<unknown>>()
function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const turn = (running.get(key) ?? Promise.resolve()).then(work, work)
  const settled = turn.catch(() => undefined)
  running.set(key, settled)
  void settled.then(() => running.get(key) === settled && running.delete(key))
  return turn
}

/** Each bill is recorded as sent once Xero has it, so a refusal stops the export with nothing lost. */
export async function exportToXero(
  payload: Payload,
  user: User,
  businessId: Id,
  invoiceId?: Id,
): Promise<XeroExportResponse> {
  const firm = await memberFirm(payload, user, businessId)
  const app = configuredXeroApp()
  return oneAtATime(String(firm.id), async () => {
    const secrets = await firmWithSecrets(payload, firm.id)
    const tenantId = secrets.xero?.tenantId
    if (!tenantId) AppError.throwConflict('Your firm has not connected Xero: connect it first.')
    const all = await firmInvoiceDocs(payload, user, firm.id)
    const chosen =
      invoiceId === undefined ? all.filter(billable) : all.filter((i) => String(i.id) === String(invoiceId))
    if (invoiceId !== undefined && !chosen.length)
      AppError.throwValidation({ InvoiceId: [`No invoice ${invoiceId} of your firm.`] })
    if (invoiceId !== undefined && !billable(chosen[0]!))
      AppError.throwValidation({
        InvoiceId: [
          'Only an issued invoice (unpaid or paid) goes to Xero: not a cancelled, refunded or test one.',
        ],
      })
    const already = chosen.filter((invoice) => invoice.xero?.invoiceId)
    const toSend = chosen.filter((invoice) => !invoice.xero?.invoiceId)
    const result: XeroExportResponse = {
      Sent: 0,
      AlreadyInXero: already.length,
      Invoices: already.map((invoice) => ({
        InvoiceId: invoice.id,
        Number: invoice.number,
        XeroInvoiceId: invoice.xero!.invoiceId!,
        SentAt: invoice.xero!.sentAt ?? invoice.updatedAt,
        SentNow: false,
      })),
    }
    if (!toSend.length) return result

    const lost = async (error: unknown) => {
      if (error instanceof XeroConnectionLost) await forgetXeroConnection(payload, firm.id)
      return error
    }
    const refreshToken = openRefreshToken(secrets)
    if (!refreshToken) throw await lost(new XeroConnectionLost())
    const tokens = await refreshTokens(app, refreshToken).catch(async (error) =>
      Promise.reject(await lost(error)),
    )
    await keepRefreshToken(payload, firm.id, tokens.refreshToken)

    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const seller = { name: settings.companyName, abn: settings.abn }
    const sources = await billSources(payload, user, toSend)
    for (const [index, invoice] of toSend.entries()) {
      try {
        const xeroInvoiceId = await createBill(
          app,
          tokens.accessToken,
          tenantId,
          xeroBillOf(sources[index]!, seller),
          `valuedesk-${tenantId}-${invoice.id}`,
        )
        const saved = await noteSentToXero(payload, user, invoice.id, xeroInvoiceId)
        result.Sent++
        result.Invoices.push({
          InvoiceId: invoice.id,
          Number: invoice.number,
          XeroInvoiceId: xeroInvoiceId,
          SentAt: saved.xero?.sentAt ?? new Date().toISOString(),
          SentNow: true,
        })
      } catch (error) {
        await lost(error)
        if (!(error instanceof AppError) || result.Sent === 0) throw error
        const sent = `${result.Sent} invoice${result.Sent === 1 ? '' : 's'} sent to Xero`
        throw new AppError(
          error.status,
          error.code,
          `${sent}; then ${error.message}`,
          error.details,
          error.retryAfter,
        )
      }
    }
    return result
  })
}

async function billSources(payload: Payload, user: User, invoices: Invoice[]): Promise<XeroBillSource[]> {
  const { docs: valuations } = await payload.find({
    collection: 'valuations',
    where: { invoice: { in: invoices.map((invoice) => invoice.id) } },
    limit: 0,
    pagination: false,
    sort: 'reference',
    select: { invoice: true, fund: true, reference: true },
    ...asCaller(user),
  })
  const of = (invoice: Invoice) =>
    valuations.filter((v) => v.invoice && String(idOf(v.invoice)) === String(invoice.id))
  return invoices.map((invoice) => {
    const orders = of(invoice)
    const invoiceFund = fundOf(invoice, orders[0]?.fund?.name ?? undefined)
    const references = orders.flatMap((order) => (order.reference ? [order.reference] : []))
    return {
      number: invoice.number,
      issuedAt: invoice.createdAt,
      reference: references.length ? `Order ${references.join(', ')}` : null,
      lines: (invoice.lines ?? []).map((line) => ({
        description: line.description,
        property: addressOf(line.snapshot) || addressOf(invoice.snapshot) || (invoice.searchAddress ?? ''),
        fund: line.fundName ?? (invoice.lines!.length === 1 ? invoiceFund : ''),
        quantity: line.quantity,
        unitCents: line.unitCents,
        totalCents: line.totalCents,
      })),
    }
  })
}
