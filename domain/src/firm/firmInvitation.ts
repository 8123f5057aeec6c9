/**
 * An invitation to join a firm, from the moment a member sends it: `pending` until the addressee, signed in as
 * the address it was sent to, accepts it (`accepted`); or a member withdraws it (`withdrawn`), a newer invitation
 * to the same address replaces it (`replaced`), the address joins or leaves the firm another way (`ended`: an
 * admin changed its memberships), or its link runs out (`expired`). Only a pending invitation's link works.
 */
export const firmInvitationStatuses = [
  'pending',
  'accepted',
  'withdrawn',
  'replaced',
  'ended',
  'expired',
] as const
export type FirmInvitationStatus = (typeof firmInvitationStatuses)[number]

/** Each status in words, as /admin lists them. */
export const firmInvitationStatusLabels: Record<FirmInvitationStatus, string> = {
  pending: 'Pending',
  accepted: 'Accepted',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced by a newer invitation',
  ended: 'Ended (the address joined or left the firm another way)',
  expired: 'Expired',
}
