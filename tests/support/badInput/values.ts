import fc from 'fast-check'

import { RawJson, type Json } from './json.ts'
import type { Schema } from './schema.ts'

const deep = (depth: number, open: string, close: string) =>
  new RawJson(open.repeat(depth) + close.repeat(depth), open === '[' ? 'array' : 'object')

/** Strings that have broken parsers, databases and renderers before. */
export const oddStrings = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\uDFFF\uD800',
  '\uFEFF',
  '\u202Eevil',
  'e\u0301\u0301\u0301',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗',
  '👩‍👩‍👧‍👦',
  '𝒳𝒴',
  'Ａｄｍｉｎ',
  '١٢٣',
  '\u00A0',
  '\u2028\u2029',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '\\',
  '\\\\',
  '%',
  '%%',
  '_',
  '%_\\',
  '*',
  '?',
  '<script>alert(1)</script>',
  '${7*7}',
  '{{7*7}}',
  '%s%s%n',
  '../../../etc/passwd',
  '..\\..\\boot.ini',
  'C:\\Windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/',
  'javascript:alert(1)',
  'NaN',
  'Infinity',
  '-Infinity',
  'undefined',
  'null',
  'true',
  '-1',
  '0',
  '1e999',
  '0x1F',
  '00001',
  '9'.repeat(40),
  '1,2,3',
  '[]',
  '{}',
  '__proto__',
  'constructor',
] as const

/** Dates that cannot exist, or only just do; the first group must always be refused by a date field. */
export const impossibleDates = [
  '2025-02-29',
  '2024-02-30',
  '2023-13-01',
  '2023-00-10',
  '2023-06-31',
  '2023-04-00',
  '0000-00-00',
  '2023-6-1',
  '2023/06/01',
  '2023-06-01T25:00:00Z',
  '2023-06-01T23:60:00Z',
  '2023-06-01T10:00:00+25:00',
] as const
export const edgeDates = [
  '0000-01-01',
  '0001-01-01',
  '1000-01-01',
  '1900-02-28',
  '1985-09-19',
  '9999-12-31',
  '2999-01-01',
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59Z',
  '1970-01-01T00:00:00Z',
] as const

/** Numbers at and past every edge: JSON cannot say NaN, but it can say 1e999 (Infinity once parsed). */
export const oddNumbers: Json[] = [
  0,
  -1,
  -0.5,
  0.5,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e21,
  1e308,
  -1e308,
  5e-324,
  new RawJson('1e999', 'number'),
  new RawJson('-1e999', 'number'),
  new RawJson('-0', 'number'),
  new RawJson('1E+400', 'number'),
  new RawJson('123456789012345678901234567890', 'number'),
  new RawJson('NaN', 'invalid'),
  new RawJson('Infinity', 'invalid'),
  new RawJson('0x10', 'invalid'),
  new RawJson('01', 'invalid'),
  new RawJson('+1', 'invalid'),
  new RawJson('.5', 'invalid'),
]

/** Keys that try the object model, the database's names, or the size of a key. */
export const oddKeys = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '$',
  '',
  ' ',
  'id',
  'customer',
  'roles',
  'status',
  'createdAt',
  'password',
  'x'.repeat(5000),
  'a.b',
  'a[0]',
  '\u0000',
  '𝒳',
  'Email\u200B',
]

const prototypeBombs: Json[] = [
  JSON.parse('{"__proto__": {"admin": true, "roles": ["admin"]}}') as Json,
  { constructor: { prototype: { polluted: true } } },
  JSON.parse('{"__proto__": null}') as Json,
]

const hugeString = fc.constantFrom(1_000, 10_000, 100_000, 600_000).map((length) => 'x'.repeat(length))

/** Any value a field should not get: wrong types, edges, huge, odd Unicode, prototype tricks, deep nesting. */
export const badValue: fc.Arbitrary<Json> = fc.oneof(
  {
    arbitrary: fc.constantFrom<Json>(null, true, false, [], {}, [null], [[]], { a: 1 }, ['a', 1, null]),
    weight: 3,
  },
  { arbitrary: fc.constantFrom(...oddNumbers), weight: 3 },
  { arbitrary: fc.constantFrom(...oddStrings), weight: 3 },
  { arbitrary: fc.constantFrom(...impossibleDates, ...edgeDates), weight: 2 },
  { arbitrary: hugeString, weight: 1 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 1 },
  { arbitrary: fc.integer(), weight: 1 },
  { arbitrary: fc.double(), weight: 1 },
  { arbitrary: fc.constantFrom(...prototypeBombs), weight: 1 },
  { arbitrary: fc.constantFrom(deep(4000, '[', ']'), deep(2000, '{"a":', '}')), weight: 1 },
  {
    arbitrary: fc.array(fc.constantFrom<Json>(1, 'a', null), { minLength: 101, maxLength: 2000 }),
    weight: 1,
  },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>, weight: 2 },
)

/** A bad value chosen for the field's kind, so that it passes the JSON type and tests the field's own rules. */
export function badValueFor(node: Schema): fc.Arbitrary<Json> {
  const types = [
    node.type ?? [],
    ...(node.anyOf ?? node.oneOf ?? []).map((branch) => branch.type ?? []),
  ].flat()
  const kindly: fc.Arbitrary<Json>[] = []
  if (node.format === 'date' || node.format === 'date-time' || node.pattern?.includes('\\d{4}-\\d{2}'))
    kindly.push(fc.constantFrom(...impossibleDates, ...edgeDates))
  if (types.includes('string')) {
    kindly.push(fc.constantFrom(...oddStrings), hugeString)
    if (node.maxLength !== undefined) kindly.push(fc.constant('y'.repeat(node.maxLength + 1)))
    if (node.enum)
      kindly.push(fc.constantFrom(...node.enum.map((value) => ` ${String(value).toUpperCase()}`)))
  }
  if (types.includes('integer') || types.includes('number')) {
    kindly.push(fc.constantFrom(...oddNumbers))
    if (node.maximum !== undefined) kindly.push(fc.constant(node.maximum + 1))
    if (node.minimum !== undefined) kindly.push(fc.constant(node.minimum - 1))
  }
  if (types.includes('array'))
    kindly.push(fc.constant(Array.from({ length: (node.maxItems ?? 100) + 1 }, () => null)))
  return kindly.length
    ? fc.oneof({ arbitrary: fc.oneof(...kindly), weight: 3 }, { arbitrary: badValue, weight: 1 })
    : badValue
}

const encodable = (text: string) => {
  try {
    return Boolean(encodeURIComponent(text))
  } catch {
    return false
  }
}

/** Path parameters: ids that are huge, negative, not numbers, Unicode, climbing folders, or broken %-escapes. */
export const oddParam: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    'NaN',
    'Infinity',
    'null',
    'undefined',
    'true',
    '99999999999999999999',
    '2147483648',
    '9007199254740993',
    '1e3',
    '0x1',
    '-',
    '_',
    '__proto__',
    'constructor',
    'x'.repeat(65),
    'x'.repeat(600),
    '%20',
    '%201',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '..%5C..%5Cwin.ini',
    '%',
    '%zz',
    '%E0%A4%A',
    '%C0%AF',
    '%00',
    '%FF',
    '%D8%00',
    '%ED%A0%80',
    '1%00',
    '1%0A2',
    '1,2,x',
    '%2C%2C',
  ),
  // Lone surrogates cannot be %-encoded; their bytes are tried above (%D8%00, %ED%A0%80).
  fc
    .constantFrom(...oddStrings)
    .filter((text) => text !== '' && encodable(text))
    .map(encodeURIComponent),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).map(encodeURIComponent),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
)

/** Query values: the same oddities, plus empty and huge ones. */
export const oddQueryValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...oddStrings),
  fc.constantFrom(
    '',
    '0',
    '-1',
    '1.5',
    '1e3',
    '99999999999999999999',
    '10000',
    '10001',
    '100',
    '101',
    '2147483648',
    'x'.repeat(3000),
    '2023-02-30',
    '10,20,',
    ',',
    '10,,20',
    '-10',
    '1,2,3,4,5,6,7,8,9,10,11',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
)
export const oddQueryKey: fc.Arbitrary<string> = fc.constantFrom(
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'page[]',
  'page[a]',
  'q',
  '',
  ' ',
  'x'.repeat(300),
  '𝒳',
)
