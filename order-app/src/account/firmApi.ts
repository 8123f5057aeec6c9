import type { FieldValues, Path, UseFormReturn } from 'react-hook-form'

import type { z } from 'zod'

import type { BranchResponse, BusinessResponse, FirmMemberResponse } from '@valuedesk/domain/api/businesses'

import { ApiError, apiRequest, failureText } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'

export type Firm = z.infer<typeof BusinessResponse>
export type Member = FirmMemberResponse

export const asMember = <T>(
  path: string,
  init: { method?: 'GET' | 'POST' | 'PATCH' | 'DELETE'; json?: unknown } = {},
) => apiRequest<T>(path, { ...init, token: sessionToken() })

export async function myFirms(): Promise<Firm[]> {
  const branches = (await asMember<z.infer<typeof BranchResponse>[]>('/api/users/me/business_branches')) ?? []
  const ids = [...new Set(branches.map((branch) => String(branch.BusinessId)))]
  return Promise.all(ids.map(async (id) => (await asMember<Firm>(`/api/businesses/${id}`))!))
}

/** An optional text field left empty is not sent (the API takes a missing field, not an empty one). */
export const emptyAsUndefined = { setValueAs: (value: string) => (value.trim() === '' ? undefined : value) }

export function showRefusal<T extends FieldValues>(form: UseFormReturn<T>, error: unknown, message: string) {
  if (error instanceof ApiError && error.modelState) {
    const fields = Object.keys(form.getValues())
    const unplaced: string[] = []
    for (const [field, messages] of Object.entries(error.modelState))
      if (fields.includes(field)) form.setError(field as Path<T>, { message: messages.join(' ') })
      else unplaced.push(...messages)
    return unplaced.length ? unplaced.join(' ') : null
  }
  return failureText(error, message)
}
