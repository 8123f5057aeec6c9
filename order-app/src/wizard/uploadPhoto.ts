import { photoProblem } from '@valuedesk/domain'

import { ApiError, apiRequest } from '../api/client.ts'
import { ensureSession } from '../api/ensureSession.ts'
import type { DraftPhoto } from './draft.ts'

type Stored = { FileId: number | string; Url: string }

class PhotoRefused extends Error {}

export async function uploadPhoto(photo: File): Promise<DraftPhoto> {
  const problem = photoProblem(photo)
  if (problem) throw new PhotoRefused(problem)
  const token = await ensureSession()
  const body = new FormData()
  body.append('file', photo, photo.name)
  const stored = await apiRequest<Stored>('/api/files', { method: 'POST', body, token })
  return { fileId: stored!.FileId, name: photo.name, size: photo.size, url: stored!.Url }
}

export function refusalOf(error: unknown): string {
  if (error instanceof PhotoRefused) return error.message
  if (error instanceof ApiError && error.modelState) return Object.values(error.modelState).flat().join(' ')
  if (error instanceof ApiError && error.status === 413) return 'This photo is larger than 15 MB.'
  if (error instanceof ApiError && error.status === 415)
    return 'This kind of file is not accepted: send a JPEG, PNG, WebP or HEIC photo.'
  return 'This photo could not be uploaded just now. Remove it and try again.'
}
