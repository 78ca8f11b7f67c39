import type { QueryClient } from '@tanstack/react-query'
import { TRPCClientError } from '@trpc/client'
import { AUTH_CHECK_CACHE_MS } from '../../shared/constants'
import type { RouterContext } from '../../router'

/** The cached authentication check (SPEC §6: cached 5 minutes, no retry). */
export function authCheckOptions(trpc: RouterContext['trpc']) {
  return { ...trpc.admin.me.queryOptions(), staleTime: AUTH_CHECK_CACHE_MS, retry: false }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED'
}

/** Forgets the cached check and every admin query (after logout or a 401). */
export function clearAdminCache(queryClient: QueryClient, trpc: RouterContext['trpc']): void {
  queryClient.removeQueries({ queryKey: trpc.admin.pathKey() })
}
