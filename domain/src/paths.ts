export const pagePath = (slug: string) => (slug === 'home' ? '/' : `/${slug}`)

export const postPath = (post: { id: number | string; slug?: string | null }) =>
  `/blogs/${post.id}/${post.slug ?? ''}`
