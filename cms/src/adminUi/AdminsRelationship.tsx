'use client'
import { RelationshipField, useAuth } from '@payloadcms/ui'
import type { RelationshipFieldClientProps } from 'payload'

import { checkRole } from '../access/roles.ts'
import type { User } from '../payload-types.ts'

/**
 * A relationship drawn for admins only: to anyone else it points at a record they may not read, which the admin
 * would draw as "Untitled - ID: 3" (the valuer reads the customer in Customer contact instead).
 */
export function AdminsRelationship(props: RelationshipFieldClientProps) {
  const { user } = useAuth<User>()
  return checkRole(['admin'], user) ? <RelationshipField {...props} /> : null
}
