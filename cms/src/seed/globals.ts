import type { Payload } from 'payload'

import type { Footer, Header, SiteSetting } from '../payload-types.ts'
import { readJson } from './readContent.ts'

export async function seedGlobals(payload: Payload) {
  await payload.updateGlobal({ slug: 'header', data: readJson<Omit<Header, 'id'>>('site', 'header.json') })
  await payload.updateGlobal({ slug: 'footer', data: readJson<Omit<Footer, 'id'>>('site', 'footer.json') })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: readJson<Omit<SiteSetting, 'id'>>('site', 'settings.json'),
  })
}
