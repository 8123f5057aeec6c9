import type { APIRoute } from 'astro'

export const GET: APIRoute = ({ url }) =>
  new Response(
    `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /cms-api/\nDisallow: /completed\nDisallow: /orders/\nDisallow: /reset-password\nDisallow: /confirm-email\nDisallow: /set-password\nDisallow: /account\nDisallow: /sign-in\nDisallow: /create-account\n\nSitemap: ${url.origin}/sitemap.xml\n`,
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  )
