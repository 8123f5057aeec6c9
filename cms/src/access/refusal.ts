import { APIError } from 'payload'

/**
 * A refusal by one of our rules (a field only the order's actions write, a record kept as ordered, an edit
 * lock taken by another), written for the person refused: every door passes its words on as they are,
 * where Payload's own refusals are put in plain words by the API (api/src/http/errorHandler.ts).
 */
export class RuleRefusal extends APIError {
  constructor(message: string, status: 403 | 404 | 409, data?: Record<string, unknown>) {
    super(message, status, data, true)
    this.name = 'RuleRefusal'
  }
}
