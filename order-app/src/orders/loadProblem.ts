import { ApiError, withReference } from '../api/client.ts'

/** A link cut short, wrong or not theirs (400, 401, 404) is never read as a passing fault. */
export function orderLoadProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 400)
    return 'This link is not complete. Open the order from the link in our e-mail, or copy all of it into the address bar.'
  if (error instanceof ApiError && (error.status === 401 || error.status === 404))
    return 'We could not find this order for you. Please open it from the link in our e-mail.'
  return withReference('We could not load your order just now; please try again in a moment.', error)
}
