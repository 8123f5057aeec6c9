import { useRef, useState } from 'react'

import { fileSize } from './fileSize.ts'

import './uploads.css'

export type PendingUpload = { key: string; name: string; refusal?: string }

type Options<T> = {
  kept: T[]
  max: number
  /** "At most 10 photos can go with an order.": why a file past `max` is not even tried. */
  tooMany: string
  upload: (file: File) => Promise<T>
  onKept: (kept: T[]) => void
  refusalOf: (error: unknown) => string
}

/** Each upload joins the latest kept list, not the one it started from; a refused one blocks nothing. */
export function useUploads<T>({ kept, max, tooMany, upload, onKept, refusalOf }: Options<T>) {
  const [pending, setPending] = useState<PendingUpload[]>([])
  const latest = useRef(kept)
  latest.current = kept
  const uploading = pending.filter((item) => !item.refusal).length
  const room = max - kept.length - uploading

  const choose = async (files: File[]) => {
    const chosen = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }))
    const taken = chosen.slice(0, Math.max(0, room))
    const over = chosen
      .slice(taken.length)
      .map(({ key, file }) => ({ key, name: file.name, refusal: tooMany }))
    setPending((items) => [...items, ...taken.map(({ key, file }) => ({ key, name: file.name })), ...over])
    for (const { key, file } of taken) {
      try {
        latest.current = [...latest.current, await upload(file)]
        onKept(latest.current)
        setPending((items) => items.filter((item) => item.key !== key))
      } catch (error) {
        const refusal = refusalOf(error)
        setPending((items) => items.map((item) => (item.key === key ? { ...item, refusal } : item)))
      }
    }
  }
  const dismiss = (key: string) => setPending((items) => items.filter((item) => item.key !== key))
  return { pending, uploading, room, choose, dismiss }
}

export function PendingUploads({
  pending,
  onDismiss,
}: {
  pending: PendingUpload[]
  onDismiss: (key: string) => void
}) {
  return pending.map((item) => (
    <li key={item.key} className={`photos__item${item.refusal ? ' photos__item--refused' : ''}`}>
      <span className="photos__name">
        {item.name}{' '}
        {item.refusal ? (
          <span className="field__error" role="alert">
            Not uploaded: {item.refusal}
          </span>
        ) : (
          <span className="photos__size">uploading…</span>
        )}
      </span>
      {item.refusal && (
        <button
          type="button"
          className="link"
          onClick={() => onDismiss(item.key)}
          aria-label={`Dismiss ${item.name}`}
        >
          Dismiss
        </button>
      )}
    </li>
  ))
}

export function KeptUpload({
  name,
  size,
  thumbnail,
  problem,
  onRemove,
}: {
  name: string
  size: number
  thumbnail?: string
  problem?: string
  onRemove: () => void
}) {
  return (
    <li className="photos__item">
      {thumbnail && <img className="photos__thumb" src={thumbnail} alt="" loading="lazy" />}
      <span className="photos__name">
        {name} <span className="photos__size">({fileSize(size)}, uploaded)</span>
        {problem && (
          <span className="field__error" role="alert">
            {' '}
            {problem}
          </span>
        )}
      </span>
      <button type="button" className="link" onClick={onRemove} aria-label={`Remove ${name}`}>
        Remove
      </button>
    </li>
  )
}
