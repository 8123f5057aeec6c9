import { z } from 'zod'

export const LoginRequest = z.strictObject({
  Email: z.email('Enter a valid e-mail address.').max(254),
  Password: z.string().min(1, 'Enter your password.').max(200),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const UserResponse = z.object({
  UserId: z.union([z.number(), z.string()]),
  Email: z.email(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Roles: z.array(z.enum(['admin', 'editor', 'valuer', 'customer'])),
})
export type UserResponse = z.infer<typeof UserResponse>

export const LoginResponse = z.object({
  Token: z.string(),
  Expires: z.iso.datetime(),
  User: UserResponse,
})
export type LoginResponse = z.infer<typeof LoginResponse>
