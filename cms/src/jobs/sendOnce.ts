import { setTimeout as sleep } from 'node:timers/promises'
import type { Payload } from 'payload'

/** A claim this old on a message still not sent was cut off mid-send (a crash): another run may send it. */
const abandonedAfterMs = 60_000

type Claim = { id: number | string; createdAt: string; sentAt?: string | null }

/** Claims the message id for this run (the unique index lets exactly one in), or returns the claim that holds it. */
async function claimMessage(payload: Payload, messageId: string): Promise<{ mine: boolean; claim: Claim }> {
  try {
    return {
      mine: true,
      claim: await payload.create({
        collection: 'email-claims',
        data: { messageId },
        overrideAccess: true,
        depth: 0,
      }),
    }
  } catch (error) {
    if ((error as { status?: number }).status !== 400) throw error
    const held = await payload.db.findOne<Claim>({
      collection: 'email-claims',
      where: { messageId: { equals: messageId } },
    })
    if (!held) throw error
    return { mine: false, claim: held }
  }
}

/** A crashed send is taken over after a minute: at least once then, as nobody can know whether it went. */
export async function sendOnce(
  payload: Payload,
  messageId: string,
  send: () => Promise<void>,
): Promise<boolean> {
  for (;;) {
    const { mine, claim } = await claimMessage(payload, messageId)
    if (mine) {
      try {
        await send()
      } catch (error) {
        await payload.delete({ collection: 'email-claims', id: claim.id, overrideAccess: true })
        throw error
      }
      await payload.update({
        collection: 'email-claims',
        id: claim.id,
        data: { sentAt: new Date().toISOString() },
        overrideAccess: true,
        depth: 0,
      })
      return true
    }
    if (claim.sentAt) return false
    if (Date.now() - Date.parse(claim.createdAt) < abandonedAfterMs) await sleep(500)
    // Deleted by its id: a fresh claim another run made meanwhile stays.
    else
      await payload.delete({
        collection: 'email-claims',
        where: { id: { equals: claim.id } },
        overrideAccess: true,
      })
  }
}
