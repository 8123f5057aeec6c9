import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { startTestServer, type TestServer } from '../support/testServer.ts'

let server: TestServer
const admin = { email: 'admin@example.com', password: 'correct horse battery' }

beforeAll(async () => {
  server = await startTestServer()
  await server.payload.create({ collection: 'users', data: { ...admin, roles: ['admin'] } })
})
afterAll(() => server?.close())

describe('telemetry', () => {
  it('when pinged anonymously, then it answers true', async () => {
    const response = await server.api('/api/telemetry/ping')
    expect(response.status).toBe(200)
    expect(await response.json()).toBe(true)
  })

  it('when pinged by many at once and again within the second, then the database is asked once', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100)) // the answer of the ping above has lapsed
    const count = vi.spyOn(server.payload, 'count')
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => server.api('/api/telemetry/ping')))
      expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200))
      expect((await server.api('/api/telemetry/ping')).status).toBe(200)
      expect(count).toHaveBeenCalledTimes(1)
    } finally {
      count.mockRestore()
    }
  })
})

describe('login and the current user', () => {
  it('when no credentials are sent, then /api/users/me is 401', async () => {
    const response = await server.api('/api/users/me')
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'No credentials available' })
  })

  it('when logged in, then the bearer token and the session cookie both identify the user', async () => {
    const login = await server.api('/api/auth/login', {
      method: 'POST',
      json: { Email: admin.email, Password: admin.password },
    })
    expect(login.status).toBe(200)
    const body = await login.json()
    expect(body.User).toMatchObject({ Email: admin.email, Roles: ['admin'] })
    expect(new Date(body.Expires).getTime()).toBeGreaterThan(Date.now())

    const byToken = await server.api('/api/users/me', { token: body.Token })
    expect(await byToken.json()).toMatchObject({ Email: admin.email })

    const cookie = login.headers.get('set-cookie')!
    expect(cookie).toMatch(/payload-token=.+HttpOnly/i)
    const sessionCookie = cookie.split(';')[0]!
    const sameOrigin = await server.api('/api/users/me', {
      headers: { cookie: sessionCookie, 'sec-fetch-site': 'same-origin' },
    })
    expect(await sameOrigin.json()).toMatchObject({ Email: admin.email })
  })

  it('when the session cookie comes with a cross-site request, then it is not honoured (CSRF)', async () => {
    const login = await server.api('/api/auth/login', {
      method: 'POST',
      json: { Email: admin.email, Password: admin.password },
    })
    const sessionCookie = login.headers.get('set-cookie')!.split(';')[0]!
    const crossSite = await server.api('/api/users/me', {
      headers: { cookie: sessionCookie, 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(401)
    const foreignOrigin = await server.api('/api/users/me', {
      headers: { cookie: sessionCookie, origin: 'https://evil.example' },
    })
    expect(foreignOrigin.status).toBe(401)
  })

  it('when the password is wrong, then it is 401 and no token is given', async () => {
    const response = await server.api('/api/auth/login', {
      method: 'POST',
      json: { Email: admin.email, Password: 'wrong' },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).not.toHaveProperty('Token')
  })

  it('when a forged token is sent, then the caller is anonymous', async () => {
    const response = await server.api('/api/users/me', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged' })
    expect(response.status).toBe(401)
  })
})

describe('bad input', () => {
  it('when the JSON body is broken, then it is 400 with a model state, not a 500', async () => {
    const response = await server.api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"Email": "a@b.c",',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ $: ['The request body is not valid JSON.'] })
  })

  it('when a field is wrong or missing, then the model state names it', async () => {
    const response = await server.api('/api/auth/login', { method: 'POST', json: { Email: 'not-an-email' } })
    expect(response.status).toBe(400)
    const state = await response.json()
    expect(state.Email).toEqual(['Enter a valid e-mail address.'])
    expect(state.Password).toHaveLength(1)
  })

  it('when an unknown /api path is called, then it is a JSON 404', async () => {
    const response = await server.api('/api/no/such/call')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/json/)
  })
})

describe('OpenAPI', () => {
  it('when the document is read, then every mounted call is in it', async () => {
    const { routes } = await import('@valuedesk/api/routes')
    const { openApiPath } = await import('@valuedesk/api/docs/openapi')
    const document = await (await server.api('/api/openapi.json')).json()
    for (const route of routes)
      expect(document.paths[`/api${openApiPath(route.path)}`]).toHaveProperty(route.method)
    expect(document.paths).toHaveProperty(['/api/files/bulk/{ids}'])
    expect(
      document.paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['Email', 'Password'])
  })

  it('when /api/docs is opened, then it is an HTML page that loads the document', async () => {
    const response = await server.api('/api/docs')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('swagger-ui')
    expect((await server.api('/api/docs/swagger-ui-bundle.js')).status).toBe(200)
  })
})
