/** Where a blog post lives: /blogs/{id}/{slug}. Mirrors cms/src/paths.ts, which the admin's preview uses. */
export const postPath = (post: { id: number | string; slug?: string | null }) =>
  `/blogs/${post.id}/${post.slug ?? ''}`

/** Where a CMS page lives: "home" is the root. Mirrors cms/src/paths.ts. */
export const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)
