import type { Page } from '@playwright/test'

import { fakeStripeUrl } from '../playwright.config.ts'

/**
 * Stands in for js.stripe.com in the browser: a card field, and confirmPayment that asks the fake
 * Stripe API to succeed the PaymentIntent (which then calls our webhook, as Stripe does) and
 * returns to the return URL. Card 4000 0000 0000 0002 is declined, as with Stripe's test cards.
 */
const script = (api: string) => `
window.Stripe = Object.assign(function Stripe(publishableKey) {
  let secret = ''
  return {
    _registerWrapper() {},
    elements(options) {
      secret = options.clientSecret
      return { create() { return { mount(target) {
        const element = typeof target === 'string' ? document.querySelector(target) : target
        element.innerHTML = '<label style="display:block;font-weight:600">Card number <input name="cardnumber" autocomplete="cc-number" style="display:block;width:100%;padding:.6rem"></label>'
      } } } }
    },
    async confirmPayment({ confirmParams }) {
      const number = (document.querySelector('input[name=cardnumber]')?.value || '').replace(/\\s/g, '')
      if (number === '4000000000000002') return { error: { type: 'card_error', message: 'Your card was declined.' } }
      const response = await fetch(${JSON.stringify(api)} + '/test/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'client_secret=' + encodeURIComponent(secret) })
      const intent = await response.json()
      location.assign(confirmParams.return_url + '&payment_intent=' + intent.id + '&redirect_status=succeeded')
      return {}
    },
  }
}, { version: 'endive' })
`

export const useFakeStripeJs = (page: Page) =>
  page.route('https://js.stripe.com/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: script(fakeStripeUrl) }),
  )
