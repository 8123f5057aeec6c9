import { z } from 'zod'

export const EmailAddress = z.email('Enter a valid e-mail address.').max(254)

export const LoginRequest = z.strictObject({
  Email: EmailAddress,
  // Payload takes a blank password for none.
  Password: z.string().min(1, 'Enter your password.').regex(/\S/, 'Enter your password.').max(200),
})
export type LoginRequest = z.infer<typeof LoginRequest>

export const UserResponse = z.object({
  UserId: z.union([z.number(), z.string()]),
  Email: z.email(),
  FirstName: z.string().nullable(),
  LastName: z.string().nullable(),
  Roles: z.array(z.enum(['admin', 'editor', 'valuer', 'customer'])),
  /** A new address asked for, not yet confirmed from a link sent to it (null when none). */
  PendingEmail: z.email().nullable(),
  /** A guest session of the order wizard: no account to sign in to or list orders in. */
  Guest: z.boolean(),
})
export type UserResponse = z.infer<typeof UserResponse>

export const LoginResponse = z.object({
  Token: z.string(),
  Expires: z.iso.datetime(),
  User: UserResponse,
})
export type LoginResponse = z.infer<typeof LoginResponse>

const password = z.string().min(10, 'Use at least 10 characters.').max(200, 'Use at most 200 characters.')

export const RegisterRequest = z.strictObject({
  Email: EmailAddress,
  Password: password,
  FirstName: z.string().trim().min(1, 'Enter your first name.').max(100),
  LastName: z.string().trim().min(1, 'Enter your last name.').max(100),
})
/** The same either way, so the call cannot be used to learn who has an account. */
export const RegisterAccepted = z.object({ message: z.string() })

/** PATCH /api/users/me: your names; a new e-mail address takes effect once confirmed from a link sent to it. */
export const UserPatch = RegisterRequest.omit({ Password: true }).partial()

export const ConfirmEmailRequest = z.strictObject({
  Token: z.string().trim().min(10, 'Use the link from the e-mail.').max(200),
  Password: z.string().min(1, 'Enter your password.').max(200),
})
export const ConfirmEmailResponse = z.object({ Email: z.email() })

export const ResetPasswordRequest = z.strictObject({
  Email: EmailAddress,
})
/** The answer to a reset request: the same whether or not the address has an account. */
export const ResetPasswordAccepted = z.object({ message: z.string() })
export const ResetPasswordSubmit = z.strictObject({
  Token: z.string().trim().min(10, 'Use the link from the e-mail.').max(200),
  Password: password,
})
