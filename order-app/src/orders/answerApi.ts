import type { GiveFundRequest, OrderView } from '@valuedesk/domain'

import { ApiError, apiRequest } from '../api/client.ts'
import { sessionToken } from '../api/session.ts'

export type OrderDoor = { valuationId: string; key: string | null }

const id = (door: OrderDoor) => encodeURIComponent(door.valuationId)
const keyed = (door: OrderDoor) => `?key=${encodeURIComponent(door.key ?? '')}`

export const doorOfPage = (valuationId: string): OrderDoor => ({
  valuationId,
  key: new URLSearchParams(location.search).get('key'),
})

export const loadOrder = (door: OrderDoor) =>
  door.key
    ? apiRequest<OrderView>(`/api/orders/${id(door)}${keyed(door)}`)
    : apiRequest<OrderView>(`/api/valuations/${id(door)}`, { token: sessionToken() })

export const orderPage = (door: OrderDoor) => `/orders/${id(door)}${door.key ? keyed(door) : ''}`

export const answerPage = (door: OrderDoor) => `/orders/${id(door)}/answer${door.key ? keyed(door) : ''}`

export type UploadedFile = { fileId: number | string; name: string; size: number }

export async function uploadAnswerFile(door: OrderDoor, file: File): Promise<UploadedFile> {
  const body = new FormData()
  body.append('file', file, file.name)
  const stored = door.key
    ? await apiRequest<{ FileId: number | string }>(`/api/orders/${id(door)}/files${keyed(door)}`, {
        method: 'POST',
        body,
      })
    : await apiRequest<{ FileId: number | string }>('/api/files', {
        method: 'POST',
        body,
        token: sessionToken(),
      })
  return { fileId: stored!.FileId, name: file.name, size: file.size }
}

const orderCall = (door: OrderDoor, call: string, init: { method: 'POST' | 'PUT'; json: unknown }) =>
  door.key
    ? apiRequest<OrderView>(`/api/orders/${id(door)}/${call}${keyed(door)}`, init)
    : apiRequest<OrderView>(`/api/valuations/${id(door)}/${call}`, { ...init, token: sessionToken() })

export const sendAnswer = (door: OrderDoor, answer: { Answer: string; FileIds: (number | string)[] }) =>
  orderCall(door, 'answer', { method: 'POST', json: answer })

export function fileRefusal(error: unknown): string {
  if (error instanceof ApiError && error.modelState) return Object.values(error.modelState).flat().join(' ')
  if (error instanceof ApiError && error.status === 413) return 'This file is larger than 15 MB.'
  if (error instanceof ApiError && error.status === 409)
    return 'The order is no longer waiting on an answer, so nothing more can be uploaded.'
  return 'This file could not be uploaded just now. Dismiss it and try again.'
}

export const sendFund = (door: OrderDoor, fund: GiveFundRequest) =>
  orderCall(door, 'fund', { method: 'PUT', json: fund })
