import { describe, expect, it } from 'vitest'

import { toModelState } from './modelState.ts'
import { ContactEmailForm } from './contacts.ts'

describe('ContactEmailForm', () => {
  it('when only an e-mail and a message are given, then the rest defaults to empty', () => {
    expect(ContactEmailForm.parse({ Email: ' jo@example.com ', BusinessName: 'Hello' })).toEqual({
      FirstName: '',
      LastName: '',
      Email: 'jo@example.com',
      Phone: '',
      RequestBearerToken: false,
      BusinessName: 'Hello',
    })
  })

  it('when the e-mail is malformed and the message empty, then both fields are named', () => {
    const result = ContactEmailForm.safeParse({ Email: 'jo@', BusinessName: '   ' })
    expect(toModelState(result.error!)).toEqual({
      Email: ['Enter a valid e-mail address, like name@example.com.'],
      BusinessName: ['Write your message.'],
    })
  })
})
