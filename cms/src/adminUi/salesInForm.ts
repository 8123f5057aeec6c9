'use client'
import { useFormFields } from '@payloadcms/ui'
import type { FormState } from 'payload'
import { reduceFieldsToValues } from 'payload/shared'
import { useMemo } from 'react'

import { ComparableSale, noSubjectMeasures, SubjectMeasures } from '@valuedesk/domain/report/blocks'

import { fromPayloadBlock, type PayloadReportBlock } from '../report-blocks/blockMapping.ts'

export type SaleInForm = { row: number; sale: ComparableSale }

export function salesOfForm(fields: FormState, blockPath: string) {
  const prefix = `${blockPath}.`
  const own = Object.fromEntries(
    Object.entries(fields)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, field]) => [key.slice(prefix.length), field]),
  )
  const content = fromPayloadBlock({
    blockType: 'comparableSales',
    ...reduceFieldsToValues(own, true),
  } as PayloadReportBlock) as { sales?: unknown[]; subject?: unknown }
  const sales = (content.sales ?? []).flatMap((row, at): SaleInForm[] => {
    const parsed = ComparableSale.safeParse(row)
    return parsed.success ? [{ row: at, sale: parsed.data }] : []
  })
  return { sales, subject: SubjectMeasures.safeParse(content.subject ?? {}).data ?? noSubjectMeasures }
}

export function useSalesInForm(blockPath: string) {
  const fields = useFormFields(([fields]) => fields)
  return useMemo(() => salesOfForm(fields, blockPath), [fields, blockPath])
}
