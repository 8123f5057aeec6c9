import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { routes } from '../routes.ts'
import { schemaComponents } from './components.ts'
import { openApiDocument } from './openapi.ts'

const document = openApiDocument(routes, 'http://127.0.0.1:3000')

describe('the OpenAPI document', () => {
  it("when Redocly's recommended rules lint it, then they find no error", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(document),
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    })
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer ?? '?'}`)
    expect(errors).toEqual([])
  })

  it('when swagger-parser validates it and resolves every $ref, then it is valid', async () => {
    // It dereferences in place: a copy, so the next test reads the document as served.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined()
  })

  it('when a schema is shared or contains itself (EnumerationValue), then it is a component, and every $ref points there', () => {
    const refs = JSON.stringify(document).match(/"\$ref":"[^"]*"/g) ?? []
    expect(refs.length).toBeGreaterThan(0)
    for (const ref of new Set(refs)) {
      const name = /^"\$ref":"#\/components\/schemas\/(\w+)"$/.exec(ref)?.[1]
      expect(name && name in document.components.schemas, ref).toBe(true)
    }
    expect(document.components.schemas).toHaveProperty('EnumerationValue')
  })

  it('when a route takes a path parameter or is rate limited, then its 404 or 429 is documented', () => {
    const contact = document.paths['/api/contacts/{id}']!.patch as { responses: Record<string, unknown> }
    expect(Object.keys(contact.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '404', '413', '415']),
    )
    const login = document.paths['/api/auth/login']!.post as { responses: Record<string, unknown> }
    expect(Object.keys(login.responses)).toContain('429')
  })
})

describe('the input schemas say the rules zod applies beyond its JSON schema', () => {
  const { toSchema } = schemaComponents()

  it('when a string is trimmed before its minimum length, then it must hold a character other than white space', () => {
    expect(toSchema(z.string().trim().min(1), 'input', 'T')).toMatchObject({ minLength: 1, pattern: '\\S' })
    expect(toSchema(z.string().min(1), 'input', 'T')).not.toHaveProperty('pattern')
  })

  it('when any text is sent, then the schema says a NUL character is refused, as every call refuses it', () => {
    const schema = toSchema(z.string().regex(/^\d{4}$/), 'input', 'T')
    expect(schema).toMatchObject({ pattern: '^\\d{4}$', allOf: [{ pattern: '^[^\\u0000]*$' }] })
    expect(toSchema(z.string(), 'input', 'T')).toMatchObject({ allOf: [{ pattern: '^[^\\u0000]*$' }] })
  })

  it("when a string is piped into another schema (an e-mail address), then the second schema's format and bounds apply too", () => {
    expect(
      toSchema(z.string().trim().min(1).pipe(z.email()).pipe(z.string().max(254)), 'input', 'T'),
    ).toMatchObject({
      format: 'email',
      maxLength: 254,
    })
  })

  it('when any call is made, then its 400 (an unknown query parameter) and 431 (headers too large) are documented', () => {
    for (const operations of Object.values(document.paths))
      for (const operation of Object.values(operations) as { responses: Record<string, unknown> }[])
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '431']))
  })
})
