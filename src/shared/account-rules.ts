import { z } from 'zod'

/** What an administrator's username and password must be, wherever they are set (environment, `npm run admin`). */
export const adminUsernameSchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, 'must be 1-64 letters, digits, dots, dashes or underscores')

export const adminPasswordSchema = z.string().min(12, 'must be at least 12 characters')
