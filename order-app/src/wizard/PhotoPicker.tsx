import { useRef, useState } from 'react'

import { MAX_ORDER_PHOTOS } from '@valuedesk/domain'

import type { DraftPhoto } from './draft.ts'
import { refusalOf, uploadPhoto } from './uploadPhoto.ts'

type Props = { photos: DraftPhoto[]; onPhotos: (photos: DraftPhoto[]) => void }
/** A chosen photo not in the draft: still uploading, or refused by the server (and why). */
type Pending = { key: string; name: string; refusal?: string }

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`

/**
 * The photos of step 3: each is uploaded as soon as it is chosen, and the draft keeps the uploaded ones, so
 * they survive a reload, Back and "Change my answers". A refused photo says why beside it and blocks nothing.
 */
export function PhotoPicker({ photos, onPhotos }: Props) {
  const [pending, setPending] = useState<Pending[]>([])
  // Uploads finish one by one; each adds to the latest list, not to the one it started from.
  const latest = useRef(photos)
  latest.current = photos
  const room = MAX_ORDER_PHOTOS - photos.length - pending.filter((item) => !item.refusal).length

  const choose = async (files: File[]) => {
    const chosen = files.map((file, index) => ({ file, key: `${Date.now()}-${index}-${file.name}` }))
    const taken = chosen.slice(0, Math.max(0, room))
    const over = chosen.slice(taken.length).map(({ key, file }) => ({
      key,
      name: file.name,
      refusal: `At most ${MAX_ORDER_PHOTOS} photos can go with an order.`,
    }))
    setPending((items) => [...items, ...taken.map(({ key, file }) => ({ key, name: file.name })), ...over])
    for (const { key, file } of taken) {
      try {
        const uploaded = await uploadPhoto(file)
        latest.current = [...latest.current, uploaded]
        onPhotos(latest.current)
        setPending((items) => items.filter((item) => item.key !== key))
      } catch (error) {
        const refusal = refusalOf(error)
        setPending((items) => items.map((item) => (item.key === key ? { ...item, refusal } : item)))
      }
    }
  }
  const uploading = pending.filter((item) => !item.refusal).length

  return (
    <div className="field">
      <label htmlFor="photos">
        Photos (optional: front, street, inside, anything unusual; up to {MAX_ORDER_PHOTOS})
      </label>
      <input
        id="photos"
        type="file"
        accept="image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif"
        multiple
        disabled={room <= 0}
        aria-describedby="photos-hint"
        onChange={(event) => {
          void choose(Array.from(event.target.files ?? []))
          event.target.value = ''
        }}
      />
      <p id="photos-hint" className="field__hint">
        JPEG, PNG, WebP or an iPhone's HEIC, up to 15 MB each. Each photo is uploaded as soon as you choose it
        and kept with your answers.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {uploading > 0 ? `Uploading ${uploading} photo${uploading > 1 ? 's' : ''}…` : ''}
      </p>
      {(photos.length > 0 || pending.length > 0) && (
        <ul className="photos" aria-label="Your photos">
          {photos.map((photo) => (
            <li key={String(photo.fileId)} className="photos__item">
              <img className="photos__thumb" src={photo.url} alt="" loading="lazy" />
              <span className="photos__name">
                {photo.name} <span className="photos__size">({sizeOf(photo.size)}, uploaded)</span>
              </span>
              <button
                type="button"
                className="link"
                onClick={() => onPhotos(photos.filter((kept) => kept.fileId !== photo.fileId))}
                aria-label={`Remove ${photo.name}`}
              >
                Remove
              </button>
            </li>
          ))}
          {pending.map((item) => (
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
                  onClick={() => setPending((items) => items.filter((kept) => kept.key !== item.key))}
                  aria-label={`Dismiss ${item.name}`}
                >
                  Dismiss
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
