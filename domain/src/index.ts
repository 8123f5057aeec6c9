export * from './api/auth.ts'
export * from './api/modelState.ts'
