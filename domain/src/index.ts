export * from './api/auth.ts'
export * from './api/contacts.ts'
export * from './api/modelState.ts'
export * from './content.ts'
