/** Where documents live on the site: one place, used by live preview, the sitemap and links. */
export const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

export const postPath = (post: { id: number | string; slug?: string | null }) =>
  `/blogs/${post.id}/${post.slug ?? ''}`
