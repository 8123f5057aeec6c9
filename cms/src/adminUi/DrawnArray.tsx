'use client'
import { ArrayField } from '@payloadcms/ui'
import type { ArrayFieldClientProps } from 'payload'

/**
 * A report block's list with every row drawn at once. Payload draws a nested row's fields only once its
 * viewport observer says the row is near, and keeps the first of the notices it is handed together: a row of a
 * block opened from the contents could stay blank however far it was scrolled (captions 4 and 5 of six, in the
 * valuer's journey).
 */
export function DrawnArray(props: ArrayFieldClientProps) {
  return <ArrayField {...props} forceRender />
}
