import { APIError } from 'payload'

/** Every door passes these words on as they are; Payload's own are reworded by errorHandler.ts. */
export class RuleRefusal extends APIError {
  constructor(message: string, status: 403 | 404 | 409, data?: Record<string, unknown>) {
    super(message, status, data, true)
    this.name = 'RuleRefusal'
  }
}
