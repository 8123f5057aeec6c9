import type { Payload } from 'payload'

/**
 * Opens the database of this test file through Payload in this process (no job runner), as a
 * restarted server would see it, runs `read`, and closes it again. For tests whose server runs in
 * a process of its own: stop that first.
 */
export async function readDatabase<T>(read: (payload: Payload) => Promise<T>): Promise<T> {
  const { bootPayload } = await import('@valuedesk/cms')
  const payload = await bootPayload({ runJobs: false })
  try {
    return await read(payload)
  } finally {
    await payload.destroy()
  }
}

/** Every document of a collection, relationships as ids. */
export const everything = async <C extends Parameters<Payload['find']>[0]['collection']>(
  payload: Payload,
  collection: C,
) => (await payload.find({ collection, limit: 0, depth: 0, pagination: false })).docs
