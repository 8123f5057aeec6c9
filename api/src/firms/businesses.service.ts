import {
  commitTransaction,
  createLocalReq,
  initTransaction,
  killTransaction,
  type Payload,
  type PayloadRequest,
} from 'payload'
import type { z } from 'zod'

import { memberBranchIds, type User } from '@valuedesk/cms'
import { AppError } from '@valuedesk/domain'
import type { BranchRequest, BusinessRequest } from '@valuedesk/domain'

type NewFirm = z.output<typeof BusinessRequest>
type NewBranch = z.output<typeof BranchRequest>

const abnTaken = () =>
  AppError.validation({
    ABN: ['This ABN is already registered with us. Ask someone at that business to add you, or contact us.'],
  })

const branchData = (branch: Partial<NewBranch>) => ({
  email: branch.Email,
  phone: branch.Phone,
  street: branch.Street,
  suburb: branch.Suburb,
  state: branch.State,
  postcode: branch.Postcode,
})

async function inTransaction<T>(
  payload: Payload,
  user: User,
  work: (req: PayloadRequest) => Promise<T>,
): Promise<T> {
  const req = await createLocalReq({ user }, payload)
  await initTransaction(req)
  try {
    const result = await work(req)
    await commitTransaction(req)
    return result
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** One business per ABN: a registration or a correction naming another business's ABN is refused, naming ABN. */
export async function refuseTakenAbn(payload: Payload, abn: string) {
  const taken = await payload.count({
    collection: 'businesses',
    where: { abn: { equals: abn } },
    overrideAccess: true,
  })
  if (taken.totalDocs > 0) throw abnTaken()
}

export async function registerFirm(payload: Payload, user: User, body: NewFirm) {
  await refuseTakenAbn(payload, body.ABN)
  return inTransaction(payload, user, async (req) => {
    const business = await payload
      .create({
        collection: 'businesses',
        req,
        overrideAccess: false,
        user,
        data: {
          name: body.Name,
          tradingName: body.TradingName,
          abn: body.ABN,
          email: body.Email,
          phone: body.Phone,
          website: body.Website,
        },
      })
      .catch((error: { status?: number }) => {
        throw error.status === 400 ? abnTaken() : error
      })
    // Branches and memberships are the back office's to give; the first ones come with registering.
    const branch = await payload.create({
      collection: 'business-branches',
      req,
      overrideAccess: true,
      data: {
        business: business.id,
        name: body.HeadOffice?.Name ?? 'Head office',
        isHeadOffice: true,
        ...branchData(body.HeadOffice ?? { Email: body.Email, Phone: body.Phone }),
      },
    })
    await payload.update({
      collection: 'users',
      id: user.id,
      req,
      overrideAccess: true,
      data: { businessBranches: [...memberBranchIds(user), branch.id] as number[] },
    })
    return business
  })
}
