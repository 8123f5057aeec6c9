import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  await server.signIn('admin@example.com', ['admin'])
  token = (await server.signIn('customer@example.com', ['customer'])).token
})
afterAll(() => server?.close())

describe('enumerations (anonymous reads)', () => {
  it('when the classifications are read with embed=true, then each carries its property types', async () => {
    const response = await server.api('/api/enumerations/property-classification/values?embed=true')
    expect(response.status).toBe(200)
    const values = await response.json()
    expect(values.map((v: { Value: string }) => v.Value)).toEqual([
      'residential',
      'office-medical',
      'industrial',
      'retail',
      'rural',
    ])
    const rural = values.find((v: { Value: string }) => v.Value === 'rural')
    expect(rural.Children.map((c: { Label: string }) => c.Label)).toEqual([
      'Cropping/horticultural',
      'Grazing',
      'Hobby farm',
    ])
  })

  it('when children are asked for by type, then only those come back; an unknown id is a 404', async () => {
    const children = await (
      await server.api('/api/enumerations/property-classification.retail/children?types=property-type')
    ).json()
    expect(children).toHaveLength(4)
    expect((await server.api('/api/enumerations/nope/children')).status).toBe(404)
  })

  it('when the purposes are read, then the out-of-scope ones say so', async () => {
    const purposes = await (await server.api('/api/enumerations/purpose/values')).json()
    expect(
      purposes.filter((p: { InScope: boolean }) => !p.InScope).map((p: { Value: string }) => p.Value),
    ).toEqual(['lending-security', 'property-settlement'])
  })

  it('when groups are read, then each names its types; embed must be true or false', async () => {
    expect(
      (await (await server.api('/api/enumerations/groups')).json()).map(
        (g: { GroupId: string }) => g.GroupId,
      ),
    ).toEqual(['property', 'order', 'valuation'])
    expect((await server.api('/api/enumerations/groups/order')).status).toBe(200)
    const bad = await server.api('/api/enumerations/purpose/values?embed=maybe')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toHaveProperty('embed')
  })
})

describe('enumerations as data admins extend', () => {
  let admin: string
  beforeAll(async () => {
    admin = (await server.signIn('enum-admin@example.com', ['admin'])).token
  })

  it('when an admin adds a property type under a classification, then it is read like a built-in one', async () => {
    const created = await server.api('/api/enumerations', {
      method: 'POST',
      token: admin,
      json: {
        Type: 'property-type',
        Value: 'rural.aquaculture',
        Label: 'Aquaculture',
        ParentId: 'property-classification.rural',
      },
    })
    expect(created.status).toBe(201)
    expect(await created.json()).toMatchObject({
      EnumerationId: 'property-type.rural.aquaculture',
      ParentId: 'property-classification.rural',
    })
    const rural = await (await server.api('/api/enumerations/property-classification.rural/children')).json()
    expect(rural.map((child: { Label: string }) => child.Label)).toEqual([
      'Cropping/horticultural',
      'Grazing',
      'Hobby farm',
      'Aquaculture',
    ])
    expect(
      await (await server.api('/api/enumerations/property-type.rural.aquaculture')).json(),
    ).toMatchObject({ Label: 'Aquaculture' })
  })

  it('when an admin relabels a built-in value, then the label changes; its type and value cannot', async () => {
    const patched = await server.api('/api/enumerations/purpose.smsf-reporting', {
      method: 'PATCH',
      token: admin,
      json: { Label: 'SMSF annual reporting at market value' },
    })
    expect(patched.status).toBe(200)
    expect(await patched.json()).toMatchObject({
      EnumerationId: 'purpose.smsf-reporting',
      Label: 'SMSF annual reporting at market value',
      InScope: true,
    })
    expect(
      (
        await server.api('/api/enumerations/purpose.smsf-reporting', {
          method: 'PATCH',
          token: admin,
          json: { Value: 'other' },
        })
      ).status,
    ).toBe(400)
    const [doc] = (
      await server.payload.find({
        collection: 'enumerations',
        where: { key: { equals: 'purpose.smsf-reporting' } },
      })
    ).docs
    const admins = (
      await server.payload.find({
        collection: 'users',
        where: { email: { equals: 'enum-admin@example.com' } },
      })
    ).docs
    await server.payload.update({
      collection: 'enumerations',
      id: doc!.id,
      data: { value: 'renamed' },
      user: admins[0],
      overrideAccess: false,
    })
    expect((await server.payload.findByID({ collection: 'enumerations', id: doc!.id })).value).toBe(
      'smsf-reporting',
    )
    await expect(
      server.payload.delete({
        collection: 'enumerations',
        id: doc!.id,
        user: admins[0],
        overrideAccess: false,
      }),
    ).rejects.toThrow()
  })

  it('when the body is wrong or the value exists, then it is a 400 naming the field', async () => {
    const bad = await server.api('/api/enumerations', {
      method: 'POST',
      token: admin,
      json: { Type: 'Bad Type', Value: '', Label: '' },
    })
    expect(Object.keys(await bad.json()).sort()).toEqual(['Label', 'Type', 'Value'])
    const taken = await server.api('/api/enumerations', {
      method: 'POST',
      token: admin,
      json: { Type: 'purpose', Value: 'smsf-reporting', Label: 'Again' },
    })
    expect(await taken.json()).toHaveProperty('Value')
    const orphan = await server.api('/api/enumerations', {
      method: 'POST',
      token: admin,
      json: { Type: 'purpose', Value: 'x', Label: 'X', ParentId: 'nope' },
    })
    expect(await orphan.json()).toHaveProperty('ParentId')
  })

  it('when a customer or nobody writes, then 403 and 401; an unknown id is a 404', async () => {
    expect(
      (
        await server.api('/api/enumerations', {
          method: 'POST',
          token,
          json: { Type: 'purpose', Value: 'y', Label: 'Y' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await server.api('/api/enumerations/purpose.smsf-reporting', {
          method: 'PATCH',
          token,
          json: { Label: 'Hacked' },
        })
      ).status,
    ).toBe(403)
    expect(
      (
        await server.api('/api/enumerations', {
          method: 'POST',
          json: { Type: 'purpose', Value: 'y', Label: 'Y' },
        })
      ).status,
    ).toBe(401)
    expect(
      (
        await server.api('/api/enumerations/nope.nope', {
          method: 'PATCH',
          token: admin,
          json: { Label: 'X' },
        })
      ).status,
    ).toBe(404)
    expect((await server.api('/api/enumerations/nope.nope')).status).toBe(404)
  })
})

describe('geo, built-in index (no Google key)', () => {
  it('when an address is typed, then suggestions come back and their details give postcode and coordinates', async () => {
    const predictions = await (
      await server.api(
        '/api/geo/google/autocomplete?term=' +
          encodeURIComponent('27 Boundary St, West End QLD') +
          '&sessionToken=abc123',
      )
    ).json()
    expect(predictions[0].Description).toBe('27 Boundary St, West End QLD 4101')
    const details = await (
      await server.api(
        `/api/geo/google/places/${encodeURIComponent(predictions[0].PlaceId)}?sessionToken=abc123`,
      )
    ).json()
    expect(details).toMatchObject({
      Street: '27 Boundary St',
      Suburb: 'West End',
      State: 'QLD',
      Postcode: '4101',
    })
  })

  it('when the term is too short or the place unknown, then it is a 400 naming term, or a 404', async () => {
    const short = await server.api('/api/geo/google/autocomplete?term=a')
    expect(short.status).toBe(400)
    expect(await short.json()).toHaveProperty('term')
    expect((await server.api('/api/geo/google/places/local:999999999:x')).status).toBe(404)
  })
})

describe('dates', () => {
  it('when an HTML date is sent with credentials, then it comes back as a valuation date', async () => {
    const response = await server.api('/api/dates/from_html_date', {
      method: 'POST',
      json: { HTMLDate: '2024-06-30' },
      token,
    })
    expect(await response.json()).toEqual({
      Date: '2024-06-30',
      Display: '30 June 2024',
      IsToday: false,
      IsFuture: false,
    })
  })

  it('when the date is not real, then HTMLDate is named; without credentials it is 401', async () => {
    const response = await server.api('/api/dates/from_html_date', {
      method: 'POST',
      json: { HTMLDate: '2024-02-30' },
      token,
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toHaveProperty('HTMLDate')
    const anonymous = await server.api('/api/dates/from_html_date', {
      method: 'POST',
      json: { HTMLDate: '2024-06-30' },
    })
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ message: 'No credential available' })
  })
})
