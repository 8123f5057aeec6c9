import type { ModelState } from './api/modelState.ts'

export class AppError extends Error {
  readonly status: number
  readonly code: string
  readonly details?: ModelState
  /** For a 429: seconds until a try may succeed (the Retry-After header). */
  readonly retryAfter?: number

  constructor(status: number, code: string, message: string, details?: ModelState, retryAfter?: number) {
    super(message)
    this.status = status
    this.code = code
    this.details = details
    this.retryAfter = retryAfter
  }

  static validation(details: ModelState) {
    return new AppError(400, 'validation', 'The request is not valid.', details)
  }
  /** For expressions: `found ?? AppError.throwValidation({ Field: ['…'] })`. */
  static throwValidation(details: ModelState): never {
    throw AppError.validation(details)
  }
  static unauthorized(message = 'No credential available') {
    return new AppError(401, 'unauthorized', message)
  }
  static forbidden(message = 'You do not have permission to do that.') {
    return new AppError(403, 'forbidden', message)
  }
  static notFound(message = 'Not found.') {
    return new AppError(404, 'not_found', message)
  }
  /** For expressions: `found ?? AppError.throwNotFound('…')`. */
  static throwNotFound(message?: string): never {
    throw AppError.notFound(message)
  }
  static throwConflict(message: string): never {
    throw AppError.conflict(message)
  }
  static conflict(message: string) {
    return new AppError(409, 'conflict', message)
  }
  static tooManyRequests(message: string, retryAfter: number) {
    return new AppError(429, 'rate_limited', message, undefined, retryAfter)
  }
}
