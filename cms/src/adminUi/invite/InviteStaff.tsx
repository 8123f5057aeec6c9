'use client'
import { useState } from 'react'

import { InviteForm, type PracticeChoice } from './InviteForm.tsx'
import { PendingInvitations } from './PendingInvitations.tsx'

export function InviteStaff(props: { practices: PracticeChoice[]; defaultPracticeId?: number | string }) {
  const [version, setVersion] = useState(0)
  return (
    <>
      <InviteForm {...props} onInvited={() => setVersion((count) => count + 1)} />
      <PendingInvitations version={version} />
    </>
  )
}
