import { expect } from 'vitest'

import { lastEmailTo } from './outbox.ts'
import type { TestServer } from './testServer.ts'

/**
 * A customer's sign-up through the site's own steps: the registration, the link e-mailed to the address followed
 * with the password, then a login. Returns the session's token.
 */
export async function signUp(server: TestServer, email: string, password = 'a long password of theirs') {
  const registered = await server.api('/api/users/register', {
    method: 'POST',
    json: { Email: email, Password: password, FirstName: 'New', LastName: 'Colleague' },
  })
  expect(registered.status).toBe(202)
  const { token } = await lastEmailTo(server, email)
  const confirmed = await server.api('/api/users/confirm_email', {
    method: 'POST',
    json: { Token: token, Password: password },
  })
  expect(confirmed.status, await confirmed.clone().text()).toBe(200)
  const login = await server.api('/api/auth/login', {
    method: 'POST',
    json: { Email: email, Password: password },
  })
  expect(login.status).toBe(200)
  return (await login.json()).Token as string
}
