import type { Practice, PracticeValuer } from '@valuedesk/cms'
import { idOf, type Licence, type Membership } from '@valuedesk/domain'
import type { z } from 'zod'

export const toPracticeResponse = (practice: Practice) => ({
  PracticeId: practice.id,
  Name: practice.name,
  IsDefault: Boolean(practice.isDefault),
  Email: practice.email ?? null,
  Phone: practice.phone ?? null,
  Address: practice.address ?? null,
})

export const toValuerResponse = (valuer: PracticeValuer) => ({
  ValuerId: valuer.id,
  PracticeId: idOf(valuer.practice),
  UserId: idOf(valuer.valuer),
  Name: valuer.name ?? null,
  Position: valuer.position ?? null,
  Active: valuer.active !== false,
  Licences: (valuer.licences ?? []).map((licence) => ({
    State: licence.state,
    Number: licence.number,
    ExpiresOn: licence.expiresOn?.slice(0, 10) ?? null,
  })),
  Memberships: (valuer.memberships ?? []).map((membership) => ({
    Body: membership.body,
    Grade: membership.grade ?? null,
    Number: membership.number ?? null,
  })),
})

export const fromValuerUpdate = (body: {
  Position?: string
  Licences: z.output<typeof Licence>[]
  Memberships: z.output<typeof Membership>[]
}) => ({
  position: body.Position,
  licences: body.Licences.map((licence) => ({
    state: licence.State,
    number: licence.Number,
    expiresOn: licence.ExpiresOn,
  })),
  memberships: body.Memberships.map((membership) => ({
    body: membership.Body,
    grade: membership.Grade,
    number: membership.Number,
  })),
})
