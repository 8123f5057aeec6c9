import { pino } from 'pino'
import { describe, expect, it } from 'vitest'

import { loggerOptions, redacted } from './logging.ts'

function capture() {
  const lines: string[] = []
  const logger = pino(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'debug' }), {
    write: (line: string) => void lines.push(line),
  })
  return { logger, text: () => lines.join('') }
}

describe('the log censors secrets wherever Payload, Stripe or we put them', () => {
  it('when a failed e-mail job is logged as Payload does (the job with its input), then the reset link in it is censored', () => {
    const { logger, text } = capture()
    const job = {
      id: 7,
      taskSlug: 'sendEmail',
      input: {
        to: 'maria@example.com',
        subject: 'Reset your password',
        html: '<a href="https://valuedesk.test/reset-password?token=4f9c2e0a1b">Reset</a>',
        text: 'https://valuedesk.test/reset-password?token=4f9c2e0a1b',
      },
      log: [{ input: { html: 'token=4f9c2e0a1b' } }],
    }
    logger.error({
      err: new Error('SendGrid said no'),
      job,
      msg: 'Error running task 1. Attempt 1/3',
      taskSlug: 'sendEmail',
    })
    expect(text()).not.toContain('4f9c2e0a1b')
    expect(JSON.parse(text()).job).toMatchObject({ id: 7, input: redacted, log: redacted })
  })

  it("when a task fails and its error carries the job and input (Payload's TaskError), then the reset link in them is censored", () => {
    const { logger, text } = capture()
    const input = {
      to: 'maria@example.com',
      subject: 'Reset your password',
      text: 'https://valuedesk.test/reset-password?token=4f9c2e0a1b',
    }
    const err = Object.assign(new Error('Internal Server Error'), {
      name: 'TaskError',
      args: { input, job: { id: 7, input, log: [] } },
    })
    logger.error({
      err,
      job: { id: 7, input },
      msg: 'Error running task 1. Attempt 1',
      taskSlug: 'sendEmail',
    })
    expect(text()).not.toContain('4f9c2e0a1b')
    expect(JSON.parse(text()).err).toMatchObject({ message: 'Internal Server Error', args: redacted })
  })

  it('when a Stripe card error carries its payment intent, then the client secret is censored', () => {
    const { logger, text } = capture()
    const error = Object.assign(new Error('Your card was declined.'), {
      type: 'StripeCardError',
      payment_intent: { id: 'pi_123', client_secret: 'pi_123_secret_abc' },
      raw: { payment_intent: { client_secret: 'pi_123_secret_abc' } },
    })
    logger.error({ err: error }, 'Unhandled API error')
    logger.info({ response: { ClientSecret: 'pi_123_secret_abc' } }, 'payment intent')
    expect(text()).not.toContain('pi_123_secret_abc')
    expect(text()).toContain('pi_123') // the id stays, for support
  })

  it('when requests, users and bodies are logged, then passwords, tokens, hashes, cookies and cards are censored at any depth', () => {
    const { logger, text } = capture()
    const secrets = [
      'hunter2-password',
      'eyJhbGciOi.jwt.token',
      'salt-abc',
      'hash-def',
      'payload-token=cookie-value',
      '4242424242424242',
      'sk_live_123',
      'reset-token-xyz',
    ]
    logger.info(
      {
        req: {
          headers: { authorization: 'Bearer eyJhbGciOi.jwt.token', cookie: 'payload-token=cookie-value' },
        },
      },
      'request',
    )
    logger.info({ body: { Email: 'maria@example.com', Password: 'hunter2-password' } }, 'login')
    logger.info(
      {
        doc: {
          user: {
            email: 'maria@example.com',
            salt: 'salt-abc',
            hash: 'hash-def',
            resetPasswordToken: 'reset-token-xyz',
          },
        },
      },
      'user',
    )
    logger.info(
      {
        payment: { method: { card: { number: '4242424242424242' } } },
        config: { STRIPE_SECRET_KEY: 'sk_live_123' },
      },
      'card',
    )
    logger
      .child({ reqId: 'r1' })
      .info({ data: { password: 'hunter2-password', token: 'eyJhbGciOi.jwt.token' } }, 'child')
    for (const secret of secrets) expect(text()).not.toContain(secret)
    expect(text()).toContain('maria@example.com')
    expect(
      text()
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line).msg),
    ).toEqual(['request', 'login', 'user', 'card', 'child'])
  })
})
