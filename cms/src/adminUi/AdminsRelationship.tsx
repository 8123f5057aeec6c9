'use client'
import { RelationshipField, useAuth } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'

import { checkRole } from '../access/roles.ts'
import type { User } from '../payload-types.ts'

/** To anyone else it points at a record they may not read, drawn as "Untitled - ID: 3". */
export function AdminsRelationship(props: RelationshipFieldClientProps) {
  const { user } = useAuth<User>()
  return checkRole(['admin'], user) ? <RelationshipField {...props} /> : null
}
