import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Block, Field } from 'payload'
import { describe, expect, it } from 'vitest'

import {
  fieldDescriptors,
  ReportBlockContent,
  reportBlockDefinitions,
  reportBlockSchemas,
  reportBlockTypeKeys,
} from '@valuedesk/domain'

import { fromPayloadBlock, toPayloadBlock } from './blockMapping.ts'
import { reportBlocks } from './payloadBlocks.ts'

type Descriptor = fieldDescriptors.FieldDescriptor
type NamedField = Field & { name: string }
type Parser = { safeParse: (value: unknown) => { success: boolean } }

const schemaOf = (descriptor: Descriptor) => (descriptor as Descriptor & { schema: Parser }).schema

const content = path.resolve(import.meta.dirname, '../../../content')
const read = (file: string) => JSON.parse(readFileSync(path.join(content, file), 'utf8'))

const dataFields = (fields: Field[]): NamedField[] =>
  fields.flatMap((field) =>
    field.type === 'row' ? dataFields(field.fields) : 'name' in field ? [field as NamedField] : [],
  )
const payloadBlock = (type: string) => reportBlocks.find((block) => block.slug === type) as Block

function fieldTable() {
  const rows: { at: string; descriptor: Descriptor; payload: NamedField }[] = []
  const walk = (at: string, fields: fieldDescriptors.Fields, payloadFields: Field[]) => {
    const byName = new Map(dataFields(payloadFields).map((field) => [field.name, field]))
    for (const [name, descriptor] of Object.entries(fields)) {
      const payload = byName.get(name)
      if (!payload) throw new Error(`${at}.${name} has no Payload field`)
      rows.push({ at: `${at}.${name}`, descriptor, payload })
      if (descriptor.kind === 'array' || descriptor.kind === 'group')
        walk(`${at}.${name}`, descriptor.fields, (payload as { fields: Field[] }).fields)
    }
  }
  for (const [type, definition] of Object.entries(reportBlockDefinitions))
    walk(type, definition.fields, payloadBlock(type).fields)
  return rows
}

describe('each report block is defined once', () => {
  it('when the admin is configured, then it has exactly the blocks the API accepts', () => {
    const types = [...reportBlockTypeKeys].sort()
    expect(reportBlocks.map((block) => block.slug).sort()).toEqual(types)
    expect(Object.keys(reportBlockSchemas).sort()).toEqual(types)
  })

  it.each(reportBlockTypeKeys)(
    'when the %s block is read, then the admin and the API have the same fields',
    (type) => {
      const schemaFields = Object.keys(reportBlockSchemas[type].shape).filter((name) => name !== 'type')
      const adminFields = dataFields(payloadBlock(type).fields)
        .filter((field) => field.type !== 'ui')
        .map((field) => field.name)
      expect(adminFields).toEqual(schemaFields)
    },
  )

  const table = fieldTable()

  it.each(table.filter((row) => row.descriptor.kind === 'text').map((row) => [row.at, row] as const))(
    'when %s is typed, then the admin and the API allow the same length',
    (_at, { descriptor, payload }) => {
      const max = (descriptor as fieldDescriptors.TextField).max
      expect((payload as { maxLength?: number }).maxLength).toBe(max)
      const schema = schemaOf(descriptor)
      expect(schema.safeParse('x'.repeat(max)).success).toBe(true)
      expect(schema.safeParse('x'.repeat(max + 1)).success).toBe(false)
    },
  )

  it.each(table.filter((row) => row.descriptor.kind === 'number').map((row) => [row.at, row] as const))(
    'when %s is entered, then the admin and the API allow the same range',
    (_at, { descriptor, payload }) => {
      const { min, max } = descriptor as fieldDescriptors.NumberField
      expect(payload).toMatchObject({ min, max })
      const schema = schemaOf(descriptor)
      expect(schema.safeParse(max + 1).success).toBe(false)
      expect(schema.safeParse(min - 1).success).toBe(false)
      expect(schema.safeParse(max).success).toBe(true)
    },
  )

  it.each(table.filter((row) => row.descriptor.kind === 'select').map((row) => [row.at, row] as const))(
    'when %s is chosen, then the admin offers exactly the choices the API accepts',
    (_at, { descriptor, payload }) => {
      const options = (payload as { options: { value: string }[] }).options.map((option) => option.value)
      expect(options).toEqual(Object.keys((descriptor as fieldDescriptors.SelectField).options))
      const schema = schemaOf(descriptor)
      for (const option of options) expect(schema.safeParse(option).success).toBe(true)
      expect(schema.safeParse('not-a-method').success).toBe(false)
    },
  )

  it.each(table.map((row) => [row.at, row] as const))(
    'when %s is left empty, then the admin requires it exactly when the API does',
    (_at, { descriptor, payload }) => {
      const required = 'required' in descriptor && Boolean(descriptor.required)
      expect(Boolean((payload as { required?: boolean }).required)).toBe(required)
    },
  )

  const templates = read('report-templates.json') as { type: string; blocks: unknown[] }[]
  const reports = [
    ...templates.map((template) => [`the ${template.type} template`, template.blocks] as const),
    ['the residential sample', read('samples/residential.json').blocks],
    ['the commercial sample', read('samples/commercial.json').blocks],
  ] as const

  it.each(reports)(
    'when %s is kept by Payload and read back, then every block is as written',
    (_name, blocks) => {
      for (const block of blocks as unknown[]) {
        const written = ReportBlockContent.parse(block)
        const kept = structuredClone(toPayloadBlock(written))
        // Payload gives each row an id and keeps an empty field as null; neither is content.
        const stored = JSON.parse(
          JSON.stringify(kept, (key, value) => (Array.isArray(value) ? value.map(withId) : value)),
        )
        expect(ReportBlockContent.parse(fromPayloadBlock(stored))).toEqual(written)
      }
    },
  )

  it('when a sale is kept by Payload, then its day is kept at noon UTC and read back as the same day', () => {
    const sales = ReportBlockContent.parse({
      type: 'comparableSales',
      sales: [{ address: '1 Test St, Toowoomba QLD 4350', saleDate: '2026-06-30', price: 500_000 }],
    })
    const kept = toPayloadBlock(sales) as { sales: { saleDate: string }[] }
    expect(kept.sales[0]?.saleDate).toBe('2026-06-30T12:00:00.000Z')
    expect(fromPayloadBlock(kept as never)).toMatchObject({ sales: [{ saleDate: '2026-06-30' }] })
  })

  it('when Payload holds an empty field as null, then the block reads it as its default', () => {
    const read = ReportBlockContent.parse(
      fromPayloadBlock({
        blockType: 'conclusion',
        id: 'x',
        blockName: null,
        marketValue: null,
        basis: null,
        text: null,
      } as never),
    )
    expect(read).toEqual({
      type: 'conclusion',
      marketValue: null,
      rentalValue: null,
      rentalBasis: '',
      basis: 'Market value',
      text: '',
    })
  })
})

let rowId = 0
const withId = (row: unknown) =>
  typeof row === 'object' && row !== null ? { id: `row-${++rowId}`, ...(row as object) } : row
