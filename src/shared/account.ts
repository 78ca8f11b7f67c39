import { z } from 'zod'
import { adminPasswordSchema } from './account-rules'

/** The administrator's password change (admin: /admin/sessions): the current password, then the new one twice. */
export const passwordChangeInput = z
  .object({
    currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required'),
    newPassword: z.string({ error: 'New password is required' }).pipe(adminPasswordSchema),
    confirmPassword: z.string({ error: 'Repeat the new password' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords differ',
  })

export type PasswordChange = z.infer<typeof passwordChangeInput>

/** A session as the sessions screen names it: the hex SHA-256 the sessions table keys it by. */
export const sessionIdInput = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/, 'Unknown session') })

/** How many failed sign-ins the dashboard lists. */
export const RECENT_FAILED_SIGN_INS = 10
