/** A relationship's id, whether it came as the id or as the related document (a read with depth). */
export const idOf = <T extends number | string>(item: T | { id: T }): T =>
  typeof item === 'object' ? item.id : item

export const idOrNull = <T extends number | string>(item: T | { id: T } | null | undefined): T | null =>
  item === null || item === undefined ? null : idOf(item)
