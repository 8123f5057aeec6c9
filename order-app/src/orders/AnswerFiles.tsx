import { useEffect } from 'react'

import { MAX_HOLD_ANSWER_FILES } from '@valuedesk/domain'

import { KeptUpload, PendingUploads, useUploads } from '../ui/uploads.tsx'
import { fileRefusal, uploadAnswerFile, type OrderDoor, type UploadedFile } from './answerApi.ts'

type Props = {
  door: OrderDoor
  files: UploadedFile[]
  onFiles: (files: UploadedFile[]) => void
  problems: Record<string, string>
  onUploading: (count: number) => void
}

/** Each uploads as soon as chosen, so a refused one says why beside it and blocks nothing else. */
export function AnswerFiles({ door, files, onFiles, problems, onUploading }: Props) {
  const { pending, uploading, room, choose, dismiss } = useUploads({
    kept: files,
    max: MAX_HOLD_ANSWER_FILES,
    tooMany: `At most ${MAX_HOLD_ANSWER_FILES} files can go with an answer.`,
    upload: (file) => uploadAnswerFile(door, file),
    onKept: onFiles,
    refusalOf: fileRefusal,
  })
  useEffect(() => onUploading(uploading), [uploading, onUploading])

  return (
    <div className="field">
      <label htmlFor="answer-files">Documents or photos (optional, up to {MAX_HOLD_ANSWER_FILES})</label>
      <input
        id="answer-files"
        type="file"
        accept="application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.heic,.heif"
        multiple
        disabled={room <= 0}
        aria-describedby="answer-files-hint"
        onChange={(event) => {
          void choose(Array.from(event.target.files ?? []))
          event.target.value = ''
        }}
      />
      <p id="answer-files-hint" className="field__hint">
        PDF, JPEG, PNG, WebP or an iPhone's HEIC, up to 15 MB each. Each file is uploaded as soon as you
        choose it; the valuer sees it once you send your answer.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {uploading > 0 ? `Uploading ${uploading} file${uploading > 1 ? 's' : ''}…` : ''}
      </p>
      {(files.length > 0 || pending.length > 0) && (
        <ul className="photos" aria-label="Your files">
          {files.map((file) => (
            <KeptUpload
              key={String(file.fileId)}
              name={file.name}
              size={file.size}
              problem={problems[String(file.fileId)]}
              onRemove={() => onFiles(files.filter((kept) => kept.fileId !== file.fileId))}
            />
          ))}
          <PendingUploads pending={pending} onDismiss={dismiss} />
        </ul>
      )}
    </div>
  )
}
