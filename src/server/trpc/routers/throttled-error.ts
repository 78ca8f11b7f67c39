import { TRPCError } from '@trpc/server'
import { plural } from '../../../lib/plural'

/** The 429 of a throttled password check, with Retry-After in seconds and the wait in words. */
export function throttledError(resHeaders: Headers, retryAfter: number): TRPCError {
  resHeaders.set('Retry-After', String(retryAfter))
  return new TRPCError({
    code: 'TOO_MANY_REQUESTS',
    message: `Too many failed sign-ins. Try again in ${plural(Math.ceil(retryAfter / 60), 'minute', 'minutes')}.`,
  })
}
