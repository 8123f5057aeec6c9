import SwaggerParser from '@apidevtools/swagger-parser'
import { createConfig, lintFromString } from '@redocly/openapi-core'
import { describe, expect, it } from 'vitest'

import { routes } from '../routes.ts'
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
