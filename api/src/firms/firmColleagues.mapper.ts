import type { ColleagueInvitation, User } from '@valuedesk/cms'

export const toFirmMemberResponse = (user: User) => ({
  UserId: user.id,
  FirstName: user.firstName ?? null,
  LastName: user.lastName ?? null,
  Email: user.email,
})

export const toFirmInvitationResponse = ({ invitation, invitedBy }: ColleagueInvitation) => ({
  InvitationId: invitation.id,
  Email: invitation.email,
  InvitedBy: invitedBy,
  InvitedAt: invitation.createdAt,
  ExpiresAt: invitation.expiresAt,
  Status: invitation.status,
})
