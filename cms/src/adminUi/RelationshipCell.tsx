'use client'
import type { DefaultCellComponentProps } from 'payload'

import { DefaultCell } from '@payloadcms/ui'

/**
 * A relationship in a list: the related record's title as Payload draws it, or a dash where there is none
 * (Payload's own cell reads "<No Valuer>" there).
 */
export function RelationshipCell(props: DefaultCellComponentProps) {
  const { cellData } = props
  const empty = cellData === null || cellData === undefined || (Array.isArray(cellData) && !cellData.length)
  return empty ? <span>—</span> : <DefaultCell {...props} />
}
