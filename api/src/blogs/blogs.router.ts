import { checkRole, readAsCaller } from '@valuedesk/cms'
import { BlogPatch, BlogRequest, BlogResponse, BlogSearch, IdParams, pageOf } from '@valuedesk/domain'

import { asCaller } from '../http/caller.ts'
import { defineRoute } from '../http/route.ts'
import { blogWhere, slugTaken, toBlogResponse, toPostData } from './blogs.service.ts'

/** Editors and admins work on the latest version, drafts included; everyone else reads what is published. */
const drafts = (user: Parameters<typeof checkRole>[1]) => checkRole(['admin', 'editor'], user)

export const blogsRoutes = [
  defineRoute({
    method: 'get',
    path: '/blogs',
    summary:
      'Blog posts, newest first, from a search object (text, category, page, pageSize); Content is left out of the list',
    tag: 'Blogs',
    access: 'authenticated',
    query: BlogSearch,
    response: pageOf(BlogResponse),
    handler: async ({ payload, user, query }) => {
      const result = await payload.find({
        collection: 'posts',
        where: blogWhere(payload, query),
        sort: '-publishedAt',
        page: query.page,
        limit: query.pageSize,
        draft: drafts(user),
        ...asCaller(user, 1),
      })
      return {
        Items: await Promise.all(result.docs.map((post) => toBlogResponse(payload, post, false))),
        Page: result.page ?? 1,
        TotalPages: result.totalPages,
        TotalItems: result.totalDocs,
      }
    },
  }),
  defineRoute({
    method: 'get',
    path: '/blogs/:id',
    summary: 'One blog post, its content as Markdown',
    tag: 'Blogs',
    access: 'authenticated',
    params: IdParams,
    response: BlogResponse,
    handler: async ({ payload, user, params }) =>
      toBlogResponse(
        payload,
        await readAsCaller(payload, user, 'posts', params.id, 1, {
          draft: drafts(user),
          notFound: `No blog post ${params.id}.`,
        }),
      ),
  }),
  defineRoute({
    method: 'post',
    path: '/blogs',
    summary: 'Writes a blog post in Markdown (editors and admins); a draft unless Status is published',
    tag: 'Blogs',
    access: 'authenticated',
    body: BlogRequest,
    response: BlogResponse,
    successStatus: 201,
    handler: async ({ payload, user, body }) => {
      const post = await payload
        .create({
          collection: 'posts',
          data: (await toPostData(payload, body)) as never,
          draft: body.Status === 'draft',
          ...asCaller(user, 1),
        })
        .catch(slugTaken)
      return toBlogResponse(payload, post)
    },
  }),
  defineRoute({
    method: 'patch',
    path: '/blogs/:id',
    summary: 'Changes a blog post (editors and admins); Status publishes or unpublishes it',
    tag: 'Blogs',
    access: 'authenticated',
    params: IdParams,
    body: BlogPatch,
    response: BlogResponse,
    handler: async ({ payload, user, params, body }) => {
      const current = await readAsCaller(payload, user, 'posts', params.id, 0, {
        draft: drafts(user),
        notFound: `No blog post ${params.id}.`,
      })
      const post = await payload
        .update({
          collection: 'posts',
          id: current.id,
          data: await toPostData(payload, body),
          draft: body.Status === 'draft',
          ...asCaller(user, 1),
        })
        .catch(slugTaken)
      return toBlogResponse(payload, post)
    },
  }),
]
