import sharp from 'sharp'

import { idOf, valuationStatuses } from '@valuedesk/domain'

import { fillReport } from '../fillReport.ts'
import { defaultPractice, licensedJane, licensedValuer } from '../licensedValuer.ts'
import { paidOrder } from '../paidOrder.ts'
import { placeOrder } from '../placeOrder.ts'
import type { TestServer } from '../testServer.ts'

/**
 * Who calls: nobody, the customer who placed the order, another customer, the order's valuer, a valuer of
 * another practice, an editor, an admin.
 */
export const personas = [
  'anonymous',
  'owner',
  'otherCustomer',
  'valuer',
  'otherValuer',
  'editor',
  'admin',
] as const
export type Persona = (typeof personas)[number]

/**
 * One customer's orders at every stage, the people around them and the reference data the calls
 * need: the objects whose readers and writers the access matrix checks.
 */
export async function buildWorld(server: TestServer) {
  const api = async (path: string, token: string, init: { method?: string; json?: unknown } = {}) => {
    const response = await server.api(path, { method: init.method ?? 'GET', token, json: init.json })
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`)
    return response.status === 204 ? undefined : response.json()
  }
  const admin = await server.signIn('admin@example.com', ['admin'])
  const editor = await server.signIn('editor@example.com', ['editor'])
  const jane = await licensedJane(server)
  const perth = await server.payload.create({
    collection: 'practices',
    data: { name: 'Perth Property Valuers' },
  })
  // Licensed in Queensland too, so a Queensland valuation sent to Perth can be his.
  const omar = await licensedValuer(server, 'omar@example.com', {
    firstName: 'Omar',
    lastName: 'Other',
    practice: perth.id,
  })
  const someone = await server.signIn('someone@example.com', ['customer'])
  await server.signIn('login@example.com', ['customer'])
  const practice = await defaultPractice(server)

  // The owner's order in progress: assigned to Jane, started, its report a draft.
  const photo = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8aa' } })
    .jpeg()
    .toBuffer()
  const order = await paidOrder(server, { photo, email: 'owner@example.com' })
  const start = async (valuationId: number) => {
    await api(`/api/valuations/${valuationId}/valuer`, admin.token, {
      method: 'POST',
      json: { ValuerId: jane.record.id },
    })
    await api(`/api/valuations/${valuationId}/status`, jane.token, {
      method: 'POST',
      json: { Status: valuationStatuses.InProgress },
    })
    return (
      await api('/api/reports/from_template', jane.token, {
        method: 'POST',
        json: { ValuationId: valuationId },
      })
    ).ReportId as number
  }
  const reportId = await start(order.valuationId)
  const valuation = await server.payload.findByID({
    collection: 'valuations',
    id: order.valuationId,
    depth: 0,
  })
  const photoId = idOf(valuation.images![0]!.file)
  const blocks: { BlockId: string; Type: string }[] = await api(`/api/reports/${reportId}/blocks`, jane.token)
  /** A new commentary block in the draft, for a caller to delete. */
  const addBlock = async () =>
    (
      await api(`/api/reports/${reportId}/blocks`, admin.token, {
        method: 'POST',
        json: { Type: 'commentary', Index: 2 },
      })
    )[1].BlockId as string

  // The owner's order declined before payment: its invoice cancelled by an adjustment note (made before the
  // others: the write matrix names the newest valuations, which must still take changes).
  const declined = await placeOrder(server.url, {
    token: order.token,
    address: '3 Declined Street, Newtown QLD 4350',
  })
  await api(`/api/valuations/${declined.valuationId}/decline`, admin.token, {
    method: 'POST',
    json: { Reason: 'Outside the area we value.' },
  })

  // The owner's finished order: its final report PDF belongs to the owner.
  const done = await paidOrder(server, { token: order.token, address: '9 Tor Street, Newtown QLD 4350' })
  const doneReportId = await start(done.valuationId)
  await fillReport(server.url, jane.token, doneReportId, { marketValue: 610000 })
  const completed = await api(`/api/valuations/${done.valuationId}/status`, jane.token, {
    method: 'POST',
    json: { Status: valuationStatuses.Completed },
  })

  // Someone else's order, for the admin's changes (practice, valuer, corrections) not to move the owner's.
  const spare = await paidOrder(server, {
    address: '1 Spare Street, Newtown QLD 4350',
    email: 'spare@example.com',
  })

  // The owner's order not yet placed: a snapshot and an invoice, no valuation.
  const form = await api('/api/valuation_form/create_prevaluation_form', order.token, {
    method: 'POST',
    json: {
      AddressDetails: {
        Address: '5 Unplaced Street, Newtown QLD 4350',
        Suburb: 'Newtown',
        State: 'QLD',
        Postcode: '4350',
      },
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
      Tenancies: 1,
      EstimatedValue: 700_000,
      AssessmentDetails: { Purpose: 'capital-gains-tax' },
      Contact: { ContactId: order.contactId },
    },
  })
  const invoice = await api('/api/valuation_form/prepayment_process_submission', order.token, {
    method: 'POST',
    json: { SnapshotId: form.SnapshotId, ContactId: order.contactId },
  })

  // The owner's property not yet invoiced: the one a customer may still change.
  const fresh = await api('/api/valuation_form/create_prevaluation_form', order.token, {
    method: 'POST',
    json: {
      AddressDetails: {
        Address: '7 Fresh Street, Newtown QLD 4350',
        Suburb: 'Newtown',
        State: 'QLD',
        Postcode: '4350',
      },
      PropertyTypeSelection: { PropertyClassification: 'residential', PropertyType: 'house' },
      Tenancies: 1,
      EstimatedValue: 650_000,
      AssessmentDetails: { Purpose: 'capital-gains-tax' },
      Contact: { ContactId: order.contactId },
    },
  })

  const business = await api('/api/businesses', order.token, {
    method: 'POST',
    json: { Name: 'Rossi Family Super Pty Ltd', ABN: '51 824 753 556', HeadOffice: { Name: 'Head office' } },
  })
  const [branch] = (
    await server.payload.find({
      collection: 'business-branches',
      where: { business: { equals: business.BusinessId } },
    })
  ).docs
  // A colleague the owner invited to the firm, not yet accepted: the firm's members and admins read it.
  const invitation = await api(`/api/businesses/${business.BusinessId}/invitations`, order.token, {
    method: 'POST',
    json: { Email: 'colleague@example.com' },
  })
  const franchise = await api('/api/admin/franchises', admin.token, {
    method: 'POST',
    json: { BusinessBranchId: branch!.id, Name: 'Rossi Network' },
  })
  // A second branch, in no franchise, and a valuer in no practice yet: what an admin's new records point at.
  const spareBranch = await server.payload.create({
    collection: 'business-branches',
    data: { business: business.BusinessId, name: 'Toowoomba office' },
  })
  const newcomer = await server.signIn('newcomer@example.com', ['valuer'])
  const [post] = (
    await server.payload.find({ collection: 'posts', where: { _status: { equals: 'published' } }, limit: 1 })
  ).docs
  const [product] = (await server.payload.find({ collection: 'products', limit: 1 })).docs
  const [country] = (
    await server.payload.find({ collection: 'countries', where: { code: { equals: 'AU' } } })
  ).docs
  const [zone] = (await server.payload.find({ collection: 'zones', where: { code: { equals: 'QLD' } } })).docs
  const enumeration = await api('/api/enumerations', admin.token, {
    method: 'POST',
    json: {
      Type: 'property-type',
      Value: 'residential.access-matrix',
      Label: 'Access matrix',
      ParentId: 'property-classification.residential',
    },
  })
  // One document of each collection the matrix reads, made by the system where no call makes one.
  await server.payload.jobs.run()
  const first = async (collection: Parameters<typeof server.payload.find>[0]['collection'], where = {}) =>
    (await server.payload.find({ collection, where, limit: 1, depth: 0 })).docs[0]!.id as number
  const ownerUser = await server.payload.findByID({ collection: 'users', id: idOf(valuation.customer) })
  const docs = {
    page: await first('pages', { _status: { equals: 'published' } }),
    category: (
      await server.payload.create({ collection: 'categories', data: { title: 'Access', slug: 'access' } })
    ).id,
    faq: await first('faqs'),
    media: await first('media'),
    template: await first('report-templates'),
    enumeration: await first('enumerations', { key: { equals: 'property-type.residential.access-matrix' } }),
    enumerationGroup: await first('enumeration-groups'),
    ownerUser: ownerUser.id,
    adjustmentNote: await first('adjustment-notes', { invoice: { equals: declined.invoiceId } }),
    outbox: await first('outbox', { to: { equals: 'owner@example.com' } }),
    outboxFile: await first('outbox-files'),
    signature: await first('signatures'),
    emailClaim: await first('email-claims'),
    // The order's confirmation counted against the send limits.
    emailSend: await first('email-sends'),
    pagePurge: await first('page-purges'),
    // A sign-in counted against the limits (as every login above was).
    requestCount: await first('request-counts'),
    // Written by the site only when Cloudflare is configured (not here): as a page kept by the CDN records it.
    cdnPage: (
      await server.payload.create({
        collection: 'cdn-pages',
        data: { path: '/pricing', tag: 'products' },
      })
    ).id,
    enquiry: (
      await server.payload.create({
        collection: 'enquiries',
        data: { email: 'ask@example.com', message: 'Who reads this?' },
      })
    ).id,
    stripeEvent: (
      await server.payload.create({
        collection: 'stripe-events',
        data: { eventId: 'evt_access_matrix', type: 'payment_intent.succeeded' },
      })
    ).id,
    kv: (
      await server.payload.create({
        collection: 'payload-kv',
        data: { key: 'access-matrix', data: { seen: true } },
      })
    ).id,
    job: (
      await server.payload.jobs.queue({
        task: 'sendEmail',
        input: { to: 'owner@example.com', subject: 'Queued', text: 'Not yet sent.' },
      })
    ).id,
    lock: (
      await server.payload.create({
        collection: 'payload-locked-documents',
        data: {
          document: { relationTo: 'pages', value: await first('pages') },
          user: { relationTo: 'users', value: admin.user.id },
        },
      })
    ).id,
    preference: (
      await server.payload.create({
        collection: 'payload-preferences',
        data: { key: 'nav', value: { open: true } } as never,
        user: { ...jane.user, collection: 'users' },
      })
    ).id,
    migration: await first('payload-migrations'),
  }
  const [place] = await (await server.api('/api/geo/google/autocomplete?term=Kearneys%20Spring')).json()
  const { orderKey } = await import('@valuedesk/cms')
  const customerId = idOf(valuation.customer)

  return {
    users: {
      anonymous: null,
      owner: ownerUser,
      otherCustomer: someone.user,
      valuer: jane.user,
      otherValuer: omar.user,
      editor: editor.user,
      admin: admin.user,
    } satisfies Record<Persona, unknown>,
    docs,
    tokens: {
      anonymous: undefined,
      owner: order.token,
      otherCustomer: someone.token,
      valuer: jane.token,
      otherValuer: omar.token,
      editor: editor.token,
      admin: admin.token,
    } satisfies Record<Persona, string | undefined>,
    order: {
      ...order,
      reportId,
      photoId,
      blocks,
      addBlock,
      customerId,
      key: orderKey(order.valuationId, customerId),
    },
    done: {
      ...done,
      reportId: doneReportId,
      reportFileId: completed.ReportFileId as number,
      verificationCode: (await server.payload.findByID({ collection: 'reports', id: doneReportId, depth: 0 }))
        .verification?.code as string,
      key: orderKey(done.valuationId, customerId),
    },
    spare,
    unplaced: {
      snapshotId: form.SnapshotId as number,
      invoiceId: invoice.InvoiceId as number,
      freshSnapshotId: fresh.SnapshotId as number,
    },
    practiceId: practice.id,
    janeRecordId: jane.record.id,
    business: {
      id: business.BusinessId as number,
      branchId: branch!.id,
      franchiseId: franchise.FranchiseId as number,
      spareBranchId: spareBranch.id,
      invitationId: invitation.InvitationId as number,
    },
    newcomerId: newcomer.user.id,
    postId: post!.id,
    productId: product!.id,
    countryId: country!.id,
    zoneId: zone!.id,
    enumerationId: enumeration.EnumerationId as string,
    placeId: place.PlaceId as string,
    photo,
  }
}

export type World = Awaited<ReturnType<typeof buildWorld>>
