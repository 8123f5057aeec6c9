import { LockedAuth, type CollectionAfterOperationHook, type CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheck } from '../accounts/passwordHash.ts'
import { countCall, forgetCalls } from '../limits/requestCounts.ts'

const COUNTER = 'sign-in:account'

const addressOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined
}

/** Payload counts a failure after checking it, so guesses sent together were all checked. */
export const limitSignInGuesses: CollectionBeforeOperationHook = async ({
  args,
  collection,
  operation,
  req,
}) => {
  if (operation !== 'login') return args
  const email = addressOf(args.data)
  const { maxLoginAttempts, lockTime } = collection.auth
  if (!email || !maxLoginAttempts) return args
  const counted = await countCall(req.payload, COUNTER, email, {
    limit: maxLoginAttempts,
    windowSeconds: lockTime / 1000,
  })
  if (counted.allowed) return args
  const { password } = (args.data ?? {}) as { password?: unknown }
  if (typeof password === 'string' && password) await spendPasswordCheck(password)
  throw new LockedAuth(req.t)
}

/** A successful sign-in (Payload clears its own count then) or an admin's unlock starts the count afresh. */
export const restartSignInCount: CollectionAfterOperationHook = async ({ args, operation, req, result }) => {
  if (operation !== 'login' && operation !== 'unlock') return result
  const email = addressOf(args.data)
  if (email) await forgetCalls(req.payload, COUNTER, email)
  return result
}
