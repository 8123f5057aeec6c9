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

const password = z.string().min(10, 'Use at least 10 characters.').max(200, 'Use at most 200 characters.')

/** POST /api/users/register: a customer account. */
export const RegisterRequest = z.strictObject({
  Email: z.email('Enter a valid e-mail address.').max(254),
  Password: password,
  FirstName: z.string().trim().min(1, 'Enter your first name.').max(100),
  LastName: z.string().trim().min(1, 'Enter your last name.').max(100),
})

export const ResetPasswordRequest = z.strictObject({
  Email: z.email('Enter a valid e-mail address.').max(254),
})
/** The answer to a reset request: the same whether or not the address has an account. */
export const ResetPasswordAccepted = z.object({ message: z.string() })
export const ResetPasswordSubmit = z.strictObject({
  Token: z.string().trim().min(10, 'Use the link from the e-mail.').max(200),
  Password: password,
})
