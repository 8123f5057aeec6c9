import {
  AssessmentDetails,
  formatDate,
  PropertyDetails,
  PropertyStep,
  type ReorderPrefill,
} from '@valuedesk/domain'

import { apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'
import type { OrderDraft } from './draft.ts'

export const reorderFromUrl = () => new URLSearchParams(location.search).get('reorder')

/** Photos are not carried over: they show the property as it was. */
export async function reorderDraft(id: string): Promise<{ draft: OrderDraft; note: string }> {
  const prefill = (await apiRequest<ReorderPrefill>(
    `/api/users/me/orders/${encodeURIComponent(id)}/reorder`,
    {
      token: sessionToken(),
    },
  ))!
  const property = PropertyStep.safeParse(prefill.Property)
  const assessment = AssessmentDetails.safeParse(prefill.Assessment)
  const details = PropertyDetails.safeParse(prefill.Details)
  const draft: OrderDraft = {
    property: property.success ? property.data : undefined,
    assessment: assessment.success ? assessment.data : undefined,
    details: details.success ? details.data : undefined,
    contact: prefill.Contact ?? undefined,
  }
  const date = prefill.Assessment.RetrospectiveDate
  return {
    draft,
    note: `Ordering again from ${prefill.FromReference}: the property, its details, the purpose and your details are filled in${
      date ? `, with the value at ${formatDate(date)}` : ''
    }. Check each step, add photos, then review and pay.`,
  }
}
