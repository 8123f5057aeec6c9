'use client'
import type { DefaultCellComponentProps } from 'payload'

import { formatAbn } from '@valuedesk/domain/abn'

export function AbnCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'string' && cellData ? formatAbn(cellData) : '—'}</span>
}
