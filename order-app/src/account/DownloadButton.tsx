import { useState, type ReactNode } from 'react'

import { failureText } from '../api/client.ts'
import { downloadFile } from '../api/download.ts'
import { sessionToken } from '../api/session.ts'
import { Button } from '../ui/Button.tsx'

type Props = { path: string; filename: string; variant?: 'primary' | 'secondary'; children: ReactNode }

/** Downloads one of the account's files with the session's token, saying so when it did not come. */
export function DownloadButton({ path, filename, variant = 'primary', children }: Props) {
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const download = async () => {
    setBusy(true)
    setFailure(null)
    try {
      await downloadFile(path, filename, sessionToken())
    } catch (error) {
      setFailure(failureText(error, 'The file did not download; please try again.'))
    } finally {
      setBusy(false)
    }
  }
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
