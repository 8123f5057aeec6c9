'use client'
import { ArrayField } from '@payloadcms/ui'
import type { ArrayFieldClientProps } from 'payload'

/** Payload draws a nested row only once its viewport observer fires, so it could stay blank. */
export function DrawnArray(props: ArrayFieldClientProps) {
  return <ArrayField {...props} forceRender />
}
