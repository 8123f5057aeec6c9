import { formatAud, TURNAROUND_HOURS } from '@valuedesk/domain'

import { Alert } from '../ui/Alert.tsx'
import type { LiveQuote } from './quote.ts'

export function QuoteBox({ quote }: { quote: LiveQuote }) {
  return (
    <aside className="quote" aria-live="polite" aria-label="Your price">
      {quote.reasons.length > 0 ? (
        <Alert type="warning">
          <p>
            <strong>We can’t value this property from the desk.</strong>
          </p>
          <ul>
            {quote.reasons.map((reason) => (
              <li key={reason.field + reason.message}>{reason.message}</li>
            ))}
          </ul>
          <p>
            Questions? <a href="#contact">Contact us</a> — we’re happy to suggest who can help.
          </p>
        </Alert>
      ) : quote.totalCents !== undefined ? (
        <>
          {quote.notices.map((notice) => (
            <Alert key={notice.code} type="info">
              <p>{notice.message}</p>
            </Alert>
          ))}
          <p className="quote__label">Your fixed price</p>
          <p className="quote__total">{formatAud(quote.totalCents / 100)}</p>
          <p className="quote__gst">including {formatAud((quote.gstCents ?? 0) / 100)} GST</p>
          <p className="quote__note">
            {quote.description}. The price is binding once you order; your report arrives within{' '}
            {TURNAROUND_HOURS} hours of payment.
          </p>
        </>
      ) : (
        <p className="quote__note">Choose the kind of property to see your price.</p>
      )}
    </aside>
  )
}
