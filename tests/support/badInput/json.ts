/**
 * JSON as the fuzz sends it: ordinary values, plus raw text that JSON.stringify cannot write (1e999 parses
 * to Infinity, -0, nesting too deep to build as objects, text that is not JSON at all).
 */
export class RawJson {
  readonly text: string
  /** What JSON.parse makes of it on the server ('invalid': it throws). */
  readonly kind: 'number' | 'array' | 'object' | 'invalid'
  constructor(text: string, kind: RawJson['kind']) {
    this.text = text
    this.kind = kind
  }
  toString() {
    return this.text.length > 40 ? `${this.text.slice(0, 40)}…` : this.text
  }
}

export type Json = null | boolean | number | string | RawJson | Json[] | { [key: string]: Json }
export type JsonObject = { [key: string]: Json }
export type Path = (string | number)[]

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RawJson)

/** The body as the server receives it: keys in order, own `__proto__` keys included. */
export function toJsonText(value: Json): string {
  if (value instanceof RawJson) return value.text
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  if (isObject(value))
    return `{${Object.keys(value)
      .map((key) => `${JSON.stringify(key)}:${toJsonText(value[key]!)}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** Sets a key as an own property, even `__proto__` (plain assignment would change the prototype instead). */
export function setOwn(target: JsonObject | Json[], key: string | number, value: Json) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true })
}

/** A deep copy that keeps own `__proto__` keys and raw values. */
export function clone(value: Json): Json {
  if (value instanceof RawJson || value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map(clone)
  const copy: JsonObject = {}
  for (const key of Object.keys(value)) setOwn(copy, key, clone(value[key]!))
  return copy
}

/** Every position in a value, the root first. */
export function pathsOf(value: Json, at: Path = []): Path[] {
  const paths: Path[] = [at]
  if (Array.isArray(value)) value.forEach((item, index) => paths.push(...pathsOf(item, [...at, index])))
  else if (isObject(value))
    for (const key of Object.keys(value)) paths.push(...pathsOf(value[key]!, [...at, key]))
  return paths
}

export function getAt(value: Json, path: Path): Json | undefined {
  let node: Json | undefined = value
  for (const key of path) {
    if (Array.isArray(node) && typeof key === 'number') node = node[key]
    else if (isObject(node) && typeof key === 'string' && Object.hasOwn(node, key)) node = node[key]
    else return undefined
  }
  return node
}

/** A copy with the value at `path` replaced (or removed), making the containers on the way when missing. */
export function withAt(root: Json, path: Path, value: Json | undefined): Json {
  if (!path.length) return value === undefined ? {} : value
  const [key, ...rest] = path
  const copy = clone(root)
  const container: JsonObject | Json[] =
    Array.isArray(copy) || isObject(copy) ? copy : typeof key === 'number' ? [] : {}
  const current = (container as Record<string | number, Json>)[key!]
  const inner = rest.length
    ? withAt(
        Array.isArray(container) || Object.hasOwn(container, key!)
          ? (current ?? {})
          : typeof rest[0] === 'number'
            ? []
            : {},
        rest,
        value,
      )
    : value
  if (inner === undefined) {
    if (Array.isArray(container)) container.splice(Number(key), 1)
    else delete container[key as string]
  } else setOwn(container, key!, inner)
  return container
}

export const describePath = (path: Path) => (path.length ? path.join('.') : '$')
