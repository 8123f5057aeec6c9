'use client'
import { useState } from 'react'

import { InviteForm, type PracticeChoice } from './InviteForm.tsx'
import { PendingInvitations } from './PendingInvitations.tsx'

/** The invite screen's two halves: the form, and the invitations not yet accepted, read again after each one. */
export function InviteStaff(props: { practices: PracticeChoice[]; defaultPracticeId?: number | string }) {
  const [version, setVersion] = useState(0)
  return (
    <>
      <InviteForm {...props} onInvited={() => setVersion((count) => count + 1)} />
      <PendingInvitations version={version} />
    </>
  )
}
