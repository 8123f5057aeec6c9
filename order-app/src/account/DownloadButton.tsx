import type { ReactNode } from 'react'

import { downloadFile } from '../api/download.ts'
import { sessionToken } from '../api/session.ts'
import { Button } from '../ui/Button.tsx'
import { useAction } from '../ui/useAction.ts'

type Props = { path: string; filename: string; variant?: 'primary' | 'secondary'; children: ReactNode }

export function DownloadButton({ path, filename, variant = 'primary', children }: Props) {
  const { busy, failure, run } = useAction('The file did not download; please try again.')
  const download = () => run(() => downloadFile(path, filename, sessionToken()))
  return (
    <>
      <Button type="button" variant={variant} onClick={download} loading={busy}>
        {children}
      </Button>
      {failure && (
        <p className="field__error" role="alert">
          {failure}
        </p>
      )}
    </>
  )
}
