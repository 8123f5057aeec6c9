'use client'
import type { DefaultCellComponentProps } from 'payload'

import { DefaultCell } from '@payloadcms/ui'

/** Payload's own reads "<No Valuer>". */
export function DashWhenEmptyCell(props: DefaultCellComponentProps) {
  const { cellData } = props
  const empty =
    cellData === null ||
    cellData === undefined ||
    cellData === '' ||
    (Array.isArray(cellData) && !cellData.length)
  return empty ? <span>—</span> : <DefaultCell {...props} />
}
