import { describe, expect, it } from 'vitest'

import { toModelState } from '../api/modelState.ts'
import { detailFields } from './detailFields.ts'
import { detailsSchemas } from './details.ts'

/** Every number a customer types at step 3, in every form, with each kind of wrong figure. */
const cases = Object.entries(detailFields).flatMap(([form, fields]) =>
  fields
    .filter((field) => field.kind === 'number' || field.kind === 'year')
    .flatMap((field) =>
      [-1, 1e12, 'four'].map((value) => ({
        form: form as keyof typeof detailsSchemas,
        name: field.name,
        value,
      })),
    ),
)

describe('property details as the customer types them', () => {
  it.each(cases)(
    'when $form $name is $value, then the message says what to enter in words, never the validator’s own',
    ({ form, name, value }) => {
      const parsed = detailsSchemas[form].safeParse({ [name]: value })
      expect(parsed.success).toBe(false)
      const [message] = toModelState(parsed.error!)[name] ?? []
      expect(message).toBeTruthy()
      expect(message).not.toMatch(/Too small|Too big|Invalid input|expected/)
    },
  )
})
