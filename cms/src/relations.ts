/** The id of a relationship field's value, whether Payload populated it (depth > 0) or not. */
export const idOf = <T extends number | string>(item: T | { id: T }): T =>
  typeof item === 'object' ? item.id : item
