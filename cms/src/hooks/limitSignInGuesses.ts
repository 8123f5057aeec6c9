import { LockedAuth, type CollectionAfterOperationHook, type CollectionBeforeOperationHook } from 'payload'

import { spendPasswordCheck } from '../accounts/passwordHash.ts'
import { countCall, forgetCalls } from '../limits/requestCounts.ts'

/** The count of sign-in attempts per address (limits/requestCounts.ts). */
const COUNTER = 'sign-in:account'

/** The address a login or an unlock names, as accounts are found by it. */
const addressOf = (data: unknown) => {
  const email = (data as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? email.trim().toLowerCase() : undefined
}

/**
 * Payload locks an account after `maxLoginAttempts` wrong passwords, but it reads the lock before checking a
 * password (~100 ms) and counts the failure after: guesses sent together, through any door to any process, were
 * all checked before the first was counted. Each attempt on an address is counted here first, in the database
 * every process shares, and one past Payload's allowance within its lock time is refused as a locked account is:
 * no more passwords than that are ever checked per address. Addresses without an account are counted and refused
 * alike, and a refusal takes as long as a check (as checkPasswordsInEqualTime.ts makes a locked account's), so
 * neither its words nor its time tell anybody which addresses have one.
 */
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
