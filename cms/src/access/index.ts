export { adminOnly, adminOnlyField, drawnForAdmins } from './adminOnly.ts'
export { adminOrSelf } from './adminOrSelf.ts'
export { adminOrOwner, adminOrOwnerField } from './ownedBy.ts'
export { anyone } from './anyone.ts'
export { authenticated } from './authenticated.ts'
export { fieldHasRole, hasRole } from './hasRole.ts'
export { publishedOrEditor } from './publishedOrEditor.ts'
export { checkRole, roles, type Role } from './roles.ts'
export { editorialContent } from './editorialContent.ts'
export { adminOrFirmMember } from './firmAccess.ts'
export { adminOrFellowValuer, adminOrPracticeValuerField, adminOrThisValuer } from './practiceAccess.ts'
export {
  contactReaders,
  customerScope,
  invoiceReaders,
  ownerOrValuer,
  reportReaders,
  reportWriters,
  valuationReaders,
} from './valuationAccess.ts'
export { memberBranchIds, memberFirmIdsOf, memberFirmIds, valuerPracticeIds } from './memberships.ts'
export { visibleTo } from './visibleTo.ts'
