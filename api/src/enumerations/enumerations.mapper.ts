import type { Enumeration, EnumerationGroup as EnumerationGroupDoc } from '@valuedesk/cms'
import type { EnumerationGroup, EnumerationValue } from '@valuedesk/domain/enumerations'

export const toEnumerationValue = (doc: Enumeration): EnumerationValue => ({
  EnumerationId: doc.key,
  Type: doc.type,
  Value: doc.value,
  Label: doc.label,
  ParentId: doc.parent && typeof doc.parent === 'object' ? doc.parent.key : null,
  ...(doc.inScope === null || doc.inScope === undefined ? {} : { InScope: doc.inScope }),
})

export const toEnumerationGroup = (doc: EnumerationGroupDoc): EnumerationGroup => ({
  GroupId: doc.key,
  Name: doc.name,
  Types: doc.types ?? [],
})
