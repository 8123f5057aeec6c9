/** A record's keys as the non-empty tuple z.enum takes, typed as its keys (Object.keys says only string[]). */
export const keysOf = <T extends Record<string, unknown>>(record: T) =>
  Object.keys(record) as [keyof T & string, ...(keyof T & string)[]]
