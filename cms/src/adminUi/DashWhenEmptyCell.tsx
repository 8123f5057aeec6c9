'use client'
import type { DefaultCellComponentProps } from 'payload'

import { DefaultCell } from '@payloadcms/ui'

/**
 * A list cell with nothing in it reads a dash; Payload's own reads "<No Valuer>", "<No Business Name>". Anything
 * else is drawn as Payload draws it (a relationship by the related record's title).
 */
export function DashWhenEmptyCell(props: DefaultCellComponentProps) {
  const { cellData } = props
  const empty =
    cellData === null ||
    cellData === undefined ||
    cellData === '' ||
    (Array.isArray(cellData) && !cellData.length)
  return empty ? <span>—</span> : <DefaultCell {...props} />
}
