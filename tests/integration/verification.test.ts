import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { env, orderKey, renderReport } from '@valuedesk/cms'
import { formatDate, reportStatus, valuationStatuses } from '@valuedesk/domain'

import { pdfText } from '../support/pdfFacts.ts'
import { reportToComplete } from '../support/reportToComplete.ts'
import { startTestServer, type TestServer } from '../support/testServer.ts'

/** Nobody writes a delivered report's code or hash but its completion. */
let server: TestServer
let flow: Awaited<ReturnType<typeof reportToComplete>>
/** The delivered PDF, as the customer downloads it through the link in their e-mail. */
let delivered: Buffer
let code: string
beforeAll(async () => {
  server = await startTestServer({ cmsRest: true, site: true })
  flow = await reportToComplete(server)
  const completed = await flow.complete()
  if (!completed.ok) throw new Error(`completion: ${completed.status} ${await completed.text()}`)
  code = (await flow.report()).verification!.code!
  const { valuationId } = flow.order
  const valuation = await server.payload.findByID({ collection: 'valuations', id: valuationId, depth: 0 })
  const download = await server.api(
    `/api/orders/${valuationId}/report?key=${orderKey(valuationId, valuation.customer as number)}`,
  )
  delivered = Buffer.from(await download.arrayBuffer())
}, 600_000)
afterAll(() => server?.close())

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
const facts = (typed: string) => server.api(`/api/verify/${encodeURIComponent(typed)}`)
const check = (typed: string, body: BodyInit, contentType?: string) =>
  server.api(`/api/verify/${typed}`, {
    method: 'POST',
    body,
    headers: contentType ? { 'content-type': contentType } : {},
  })
const asForm = (pdf: Uint8Array) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), 'report.pdf')
  return form
}

describe('a delivered report’s code and fingerprint', () => {
  it('when a report is completed, then it has a code of ten Crockford base32 characters and the SHA-256 of the PDF the customer downloads', async () => {
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/)
    expect((await flow.report()).verification?.sha256).toBe(sha256(delivered))
  })

  it('when the delivered PDF is read as text, then every page after the cover prints the code and the link to its page', () => {
    const text = pdfText(delivered)
    const link = `${env.SERVER_URL}/verify/${code}`
    const pages = Number(/Page \d+ of (\d+)/.exec(text)?.[1])
    expect(pages).toBeGreaterThan(2)
    expect(text.split(`Verify this report: code ${code} at ${link}`).length - 1).toBe(pages - 1)
    expect(text).toContain(`Verify this report ${code}`)
    expect(text).not.toContain('not verifiable')
  })

  it('when the report is e-mailed to the customer, then the e-mail gives its code and its page on /verify', async () => {
    await server.runAllJobs()
    const [mail] = (
      await server.payload.find({
        collection: 'outbox',
        where: { subject: { contains: 'Your valuation report' } },
        depth: 0,
      })
    ).docs
    expect(mail?.text).toContain(`${env.SERVER_URL}/verify/${code}`)
    expect(mail?.text).toContain(`the code ${code} is on its cover and every page`)
  })

  it('when staff download the delivered report through /api/reports/{id}/pdf, then it is the same PDF, byte for byte', async () => {
    const again = await server.api(`/api/reports/${flow.reportId}/pdf`, { token: flow.admin })
    expect(sha256(new Uint8Array(await again.arrayBuffer()))).toBe(sha256(delivered))
  })
})

describe('GET /api/verify/{code}', () => {
  it('when the code is asked, then it confirms the practice, the valuer and licence, the property, both dates, the version and the hash, and that it is current', async () => {
    const response = await facts(code)
    expect(response.status).toBe(200)
    const report = await flow.report()
    expect(await response.json()).toEqual({
      Code: code,
      Practice: expect.any(String),
      Valuer: 'Jane Citizen',
      Licences: ['Registered Valuer No. 4821 (Queensland)'],
      Memberships: [],
      Address: expect.stringContaining('QLD'),
      ValuationDate: report.verification!.valuationDate,
      ReportDate: report.verification!.reportDate,
      Version: 1,
      Sha256: sha256(delivered),
      Current: true,
      SupersededBy: null,
    })
    const text = pdfText(delivered)
    const body = await (await facts(code)).json()
    expect(text).toContain(body.Address)
    expect(text).toContain(body.Practice)
  })

  describe('the valuer’s credentials, as they stood on the report’s date', () => {
    /** The report dated 15 January 2026, and Jane's QLD licence expiring on `expiresOn`, for one question. */
    async function askedWith(expiresOn: string) {
      const report = await flow.report()
      const record = await server.payload.findByID({ collection: 'practice-valuers', id: flow.janeRecordId })
      const before = { reportDate: report.verification!.reportDate, licences: record.licences }
      await server.payload.update({
        collection: 'reports',
        id: report.id,
        data: { verification: { ...report.verification, reportDate: '2026-01-15' } },
        // As a verb writes it: the test stands in for a report delivered on 15 January 2026.
        context: { lifecycle: true },
      })
      await server.payload.update({
        collection: 'practice-valuers',
        id: record.id,
        data: { licences: [{ state: 'QLD', number: '4821', expiresOn }] },
      })
      try {
        return (await (await facts(code)).json()).Licences
      } finally {
        await server.payload.update({
          collection: 'reports',
          id: report.id,
          data: { verification: { ...report.verification, reportDate: before.reportDate } },
          context: { lifecycle: true },
        })
        await server.payload.update({
          collection: 'practice-valuers',
          id: record.id,
          data: { licences: before.licences },
        })
        // A change of licences clears the signature's verification: the admin verifies it again.
        await server.payload.update({
          collection: 'practice-valuers',
          id: record.id,
          data: { signatureVerified: true },
        })
      }
    }

    it('when the licence has expired since the report’s date, then /verify still states it', async () => {
      expect(await askedWith('2026-06-30')).toEqual(['Registered Valuer No. 4821 (Queensland)'])
    })

    it('when the licence had expired by the report’s date, then /verify does not state it', async () => {
      expect(await askedWith('2025-06-30')).toEqual([])
    })
  })

  it('when the code is typed in lower case, without its hyphen or with O for 0, then it is the same report', async () => {
    const typed = code.toLowerCase().replace('-', '').replace(/0/g, 'o')
    expect((await (await facts(typed)).json()).Code).toBe(code)
  })

  it('when it answers, then it says nothing of the value, the fee, the client or the customer', async () => {
    const text = await (await facts(code)).text()
    const valuation = await server.payload.findByID({
      collection: 'valuations',
      id: flow.order.valuationId,
      depth: 1,
    })
    const contact = valuation.contact as { firstName: string; lastName: string; email: string }
    expect(text).not.toMatch(/\$|610,?000|market|fee|price|maria/i)
    for (const secret of [contact.firstName, contact.lastName, contact.email, valuation.reference])
      expect(text).not.toContain(secret)
  })

  it('when a code no report has, or one that cannot be a code, is asked, then both are the same 404', async () => {
    const unknown = await facts('ZZZZZ-ZZZZZ')
    const malformed = await facts('not a code!')
    expect([unknown.status, malformed.status]).toEqual([404, 404])
    expect(await malformed.json()).toEqual(await unknown.json())
  })

  it('when a draft report is in hand, then no code reaches it', async () => {
    const { docs } = await server.payload.find({
      collection: 'reports',
      where: { status: { equals: reportStatus.draft } },
      depth: 0,
    })
    for (const draft of docs) expect(draft.verification?.code ?? null).toBeNull()
  })
})

describe('the page /verify/{code}', () => {
  const page = async (path: string) => {
    const response = await server.api(path, { redirect: 'manual' })
    return {
      status: response.status,
      location: response.headers.get('location'),
      html: await response.text(),
    }
  }
  /** The page's words, tags and entities aside. */
  const words = (html: string) =>
    html
      .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/\s+/g, ' ')

  it('when the code’s page is opened, then it confirms the practice, valuer, licence, property, dates, version and hash, and that it is current', async () => {
    const { status, html } = await page(`/verify/${code}`)
    expect(status).toBe(200)
    const body = await (await facts(code)).json()
    const text = words(html)
    for (const fact of [
      body.Practice,
      'Jane Citizen',
      'Registered Valuer No. 4821 (Queensland)',
      body.Address,
      body.Sha256,
    ])
      expect(text).toContain(fact)
    expect(text).toContain(formatDate(body.ValuationDate))
    expect(text).toContain(formatDate(body.ReportDate))
    expect(text).toMatch(/Current\. Version 1 is the current version/)
  })

  it('when the page states the valuer’s licence, then it links to the public register of its state, saying which', async () => {
    const { html } = await page(`/verify/${code}`)
    const links = [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>([^<]*)<\/a>/g)].map(([, href, text]) => [
      href,
      text,
    ])
    expect(links).toContainEqual([
      'https://vrbq.qld.gov.au/',
      'Registered Valuer No. 4821 (Queensland), on the Valuers Registration Board’s public register',
    ])
  })

  it('when the page is read, then it shows no value, fee, client or customer', async () => {
    const text = words((await page(`/verify/${code}`)).html)
    const valuation = await server.payload.findByID({
      collection: 'valuations',
      id: flow.order.valuationId,
      depth: 1,
    })
    const contact = valuation.contact as { firstName: string; lastName: string; email: string }
    expect(text).not.toMatch(/\$\s?\d|610,?000/)
    for (const secret of [contact.firstName, contact.lastName, contact.email, valuation.reference])
      expect(text).not.toContain(secret)
  })

  it('when the code is typed loosely, then the page sends the browser to its printed form', async () => {
    const { status, location } = await page(`/verify/${code.toLowerCase().replace('-', '')}`)
    expect(status).toBe(301)
    expect(location).toBe(`/verify/${code}`)
  })

  it('when a code is unknown or malformed, then both pages are the same 404, saying nothing of any report', async () => {
    const unknown = await page('/verify/ZZZZZ-ZZZZZ')
    const malformed = await page('/verify/nonsense')
    expect([unknown.status, malformed.status]).toEqual([404, 404])
    expect(words(unknown.html)).toContain('We have no delivered report with the code ZZZZZ-ZZZZZ')
    expect(words(malformed.html).replace('nonsense', 'ZZZZZ-ZZZZZ')).toBe(words(unknown.html))
  })

  it('when a code is typed in the form at /verify, then it leads to the code’s page; a non-code is asked again', async () => {
    const found = await page(`/verify?code=${encodeURIComponent(code.toLowerCase())}`)
    expect([found.status, found.location]).toEqual([303, `/verify/${code}`])
    const wrong = await page('/verify?code=12')
    expect(wrong.status).toBe(400)
    expect(words(wrong.html)).toContain('That is not a verification code')
  })
})

describe('POST /api/verify/{code}', () => {
  it('when the delivered PDF is sent as the body, then it matches', async () => {
    const response = await check(code, new Uint8Array(delivered), 'application/pdf')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      Code: code,
      Matches: true,
      Sha256: sha256(delivered),
      DeliveredSha256: sha256(delivered),
      Current: true,
    })
  })

  it('when the delivered PDF is sent as a multipart form, then it matches', async () => {
    expect((await (await check(code, asForm(delivered))).json()).Matches).toBe(true)
  })

  it('when one byte of the PDF is changed, then it does not match', async () => {
    const changed = Buffer.from(delivered)
    const middle = Math.floor(changed.length / 2)
    changed[middle] = changed[middle]! ^ 1
    const answer = await (await check(code, new Uint8Array(changed), 'application/pdf')).json()
    expect(answer).toMatchObject({
      Matches: false,
      Sha256: sha256(changed),
      DeliveredSha256: sha256(delivered),
    })
  })

  it('when the same report is rendered again, then that PDF does not match the one delivered', async () => {
    const report = await server.payload.findByID({ collection: 'reports', id: flow.reportId, depth: 0 })
    const rerendered = await renderReport(server.payload, report)
    expect(pdfText(rerendered)).toContain(code)
    expect((await (await check(code, asForm(rerendered))).json()).Matches).toBe(false)
  })

  it('when the file is not a PDF, is empty or is sent as JSON, then it is a 400 naming the file', async () => {
    for (const [body, type] of [
      [new TextEncoder().encode('hello'), 'application/pdf'],
      [new Uint8Array(0), 'application/pdf'],
      [JSON.stringify({ file: 'x' }), 'application/json'],
    ] as const) {
      const response = await check(code, body, type)
      expect(response.status, type).toBe(400)
      expect(Object.keys(await response.json())).toEqual(['file'])
    }
  })

  it('when the code is unknown, then it is a 404 whatever the file', async () => {
    expect((await check('ZZZZZ-ZZZZZ', new Uint8Array(delivered), 'application/pdf')).status).toBe(404)
  })
})

describe('who writes the code and the hash', () => {
  const forged = { code: 'AAAAA-AAAAA', sha256: '0'.repeat(64), practice: 'Forged' }

  it('when an admin sets them on a delivered report through /cms-api REST, then it is refused and nothing changes', async () => {
    const before = await flow.report()
    const rest = await server.api(`/cms-api/reports/${flow.reportId}`, {
      method: 'PATCH',
      token: flow.admin,
      json: { verification: forged },
    })
    expect(rest.status).toBeGreaterThanOrEqual(400)
    expect(rest.status).toBeLessThan(500)
    expect((await flow.report()).verification).toEqual(before.verification)
  })

  it('when an admin makes a report through /cms-api with a code of its own, then the code is refused', async () => {
    const made = await server.api('/cms-api/reports', {
      method: 'POST',
      token: flow.admin,
      json: { title: 'Forged', valuation: flow.order.valuationId, verification: forged },
    })
    expect(made.status).toBeGreaterThanOrEqual(400)
    expect(made.status).toBeLessThan(500)
    expect((await facts(forged.code)).status).toBe(404)
  })
})

describe('a reissued report', () => {
  let draftId: number
  let second: string
  beforeAll(async () => {
    const reissued = await server.api(`/api/valuations/${flow.order.valuationId}/reissue`, {
      method: 'POST',
      token: flow.valuer,
      json: { Reason: 'The land area is 752 m², not 725 m².' },
    })
    if (!reissued.ok) throw new Error(`reissue: ${reissued.status} ${await reissued.text()}`)
    draftId = (await reissued.json()).ReportId as number
  }, 120_000)

  it('when an admin gives its draft a code through /cms-api, then the code is not kept', async () => {
    const rest = await server.api(`/cms-api/reports/${draftId}`, {
      method: 'PATCH',
      token: flow.admin,
      json: { verification: { code: 'AAAAA-AAAAA', sha256: '0'.repeat(64) } },
    })
    // Payload drops a field its writer may not write (field access) before any hook sees it.
    expect(rest.status).toBeLessThan(500)
    const draft = await server.payload.findByID({ collection: 'reports', id: draftId, depth: 0 })
    expect(draft.verification?.code ?? null).toBeNull()
  })

  describe('when version 2 is completed', () => {
    beforeAll(async () => {
      const completed = await server.api(`/api/valuations/${flow.order.valuationId}/status`, {
        method: 'POST',
        token: flow.valuer,
        json: { Status: valuationStatuses.Completed },
      })
      if (!completed.ok) throw new Error(`completion: ${completed.status} ${await completed.text()}`)
      const report = await server.payload.findByID({ collection: 'reports', id: draftId, depth: 0 })
      second = report.verification!.code!
    }, 120_000)

    it('then it has a code of its own and is current', async () => {
      expect(second).not.toBe(code)
      expect(await (await facts(second)).json()).toMatchObject({
        Version: 2,
        Current: true,
        SupersededBy: null,
      })
    })

    it('then version 1’s code is still verifiable and says version 2 replaced it, and when', async () => {
      const answer = await (await facts(code)).json()
      const version2 = await server.payload.findByID({ collection: 'reports', id: draftId, depth: 0 })
      expect(answer).toMatchObject({
        Version: 1,
        Current: false,
        Sha256: sha256(delivered),
        SupersededBy: { Version: 2, Code: second, IssuedAt: version2.completedAt },
      })
      expect(await (await check(code, new Uint8Array(delivered), 'application/pdf')).json()).toMatchObject({
        Matches: true,
        Current: false,
      })
    })
  })
})
