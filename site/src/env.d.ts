/// <reference types="astro/client" />

declare namespace App {
  /** Handed in by the Express server for every request, plus what the site's middleware adds. */
  interface Locals {
    /** The process's one Payload instance (Local API, in-process). */
    payload: import('payload').Payload
    /** Whether Stripe is configured, so the order wizard offers card payments. */
    cardPayments: boolean
    /** This page's Content-Security-Policy, allowing the inline scripts Astro wrote (by their hashes). */
    contentSecurityPolicy: (scriptHashes: readonly string[]) => string
    /** What /verify/{code} confirms about a delivered report; null for a code no delivered report has. */
    verifiedReport: (code: string) => Promise<import('@valuedesk/domain').VerificationResponse | null>
    /** Rendered HTML by URL, purged by content hooks. */
    pageCache: import('@valuedesk/cms').PageCache
    /** With a CDN in front: the Cache-Control of a page it may keep, and where to record what the page showed. */
    cdn: import('@valuedesk/cms').CdnPages | undefined
    /** The content this response was made from; a change to any of it purges the page. */
    cacheTags: Set<string>
    /** Set when an editor opens a page with ?preview=true: drafts are shown and nothing is cached. */
    preview: boolean
    /** The editor looking at a preview, whose access reads the drafts; null for the public. */
    editor: import('@valuedesk/cms').User | null
    /** Pages that must not be cached (e.g. a 404) clear this. */
    cacheable: boolean
  }
}
