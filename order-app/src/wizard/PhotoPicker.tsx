import { MAX_ORDER_PHOTOS } from '@valuedesk/domain'

import { KeptUpload, PendingUploads, useUploads } from '../ui/uploads.tsx'
import type { DraftPhoto } from './draft.ts'
import { refusalOf, uploadPhoto } from './uploadPhoto.ts'

type Props = { photos: DraftPhoto[]; onPhotos: (photos: DraftPhoto[]) => void }

/** The draft keeps uploaded photos, so they survive a reload, Back and "Change my answers". */
export function PhotoPicker({ photos, onPhotos }: Props) {
  const { pending, uploading, room, choose, dismiss } = useUploads({
    kept: photos,
    max: MAX_ORDER_PHOTOS,
    tooMany: `At most ${MAX_ORDER_PHOTOS} photos can go with an order.`,
    upload: uploadPhoto,
    onKept: onPhotos,
    refusalOf,
  })

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
            <KeptUpload
              key={String(photo.fileId)}
              name={photo.name}
              size={photo.size}
              thumbnail={photo.url}
              onRemove={() => onPhotos(photos.filter((kept) => kept.fileId !== photo.fileId))}
            />
          ))}
          <PendingUploads pending={pending} onDismiss={dismiss} />
        </ul>
      )}
    </div>
  )
}
