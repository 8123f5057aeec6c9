/** Only a pending invitation's link works. */
export const firmInvitationStatuses = [
  'pending',
  'accepted',
  'withdrawn',
  'replaced',
  'ended',
  'expired',
] as const
export type FirmInvitationStatus = (typeof firmInvitationStatuses)[number]

export const firmInvitationStatusLabels: Record<FirmInvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced by a newer invitation',
  ended: 'Ended (the address joined or left the firm another way)',
  expired: 'Expired',
}
