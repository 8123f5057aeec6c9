import { addDataAndFileToRequest, type Endpoint } from 'payload'

import { EmailAddress } from '@valuedesk/domain'

import { requestPasswordReset } from '../../accounts/passwordReset.ts'

/** The same answer at once for any address; the link is e-mailed by a job. */
export const forgotPasswordEndpoint: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const parsed = EmailAddress.safeParse((req.data as { email?: unknown } | undefined)?.email)
    if (!parsed.success)
      return Response.json({ errors: [{ message: 'Enter a valid e-mail address.' }] }, { status: 400 })
    await requestPasswordReset(req.payload, { to: parsed.data, field: 'email' }, req)
    return Response.json({ message: req.t('general:success') })
  },
}
