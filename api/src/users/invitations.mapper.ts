import type { Invitation, PendingInvitation } from '@valuedesk/cms'
import type { InvitationRequest, InvitationResponse } from '@valuedesk/domain'

export const fromInvitationRequest = (body: InvitationRequest): Invitation => ({
  firstName: body.FirstName,
  lastName: body.LastName,
  email: body.Email,
  role: body.Role,
  practiceId: body.PracticeId,
  position: body.Position,
  licences: body.Licences?.map((licence) => ({
    state: licence.State,
    number: licence.Number,
    expiresOn: licence.ExpiresOn ?? null,
  })),
})

export const toInvitationResponse = (invitation: PendingInvitation): InvitationResponse => ({
  UserId: invitation.user.id,
  Email: invitation.user.email,
  FirstName: invitation.user.firstName ?? null,
  LastName: invitation.user.lastName ?? null,
  Role: invitation.role,
  PracticeId: invitation.practice?.id ?? null,
  PracticeName: invitation.practice?.name ?? null,
  InvitedAt: new Date(invitation.user.invitedAt!).toISOString(),
  InvitedBy: invitation.invitedBy,
  LinkExpiresAt: invitation.linkExpiresAt,
})
