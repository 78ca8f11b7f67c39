import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { procedureErrorData, useTRPC } from '../../lib/trpc'
import { AUTH_CHECK_CACHE_MS } from '../../shared/constants'
import type { RouterContext } from '../../router'

/** Where a visitor without a session is sent (SPEC §6); /admin-login redirects here too. */
export const ADMIN_LOGIN_PATH = '/admin/login'

/** The cached authentication check (SPEC §6: cached 5 minutes, no retry). */
export function authCheckOptions(trpc: RouterContext['trpc']) {
  return { ...trpc.admin.me.queryOptions(), staleTime: AUTH_CHECK_CACHE_MS, retry: false }
}

export function isUnauthorized(error: unknown): boolean {
  return procedureErrorData(error)?.code === 'UNAUTHORIZED'
}

/**
 * `what` failed, with the server's reason when the database could not store the change (a full disk: 507, a
 * read-only or busy database: 503), so the administrator knows it was not the form and that nothing was saved.
 */
export function failureMessage(what: string, error: unknown): string {
  const status = procedureErrorData(error)?.httpStatus
  return (status === 503 || status === 507) && error instanceof Error ? `${what}: ${error.message}` : what
}

/** Forgets the cached check and every admin query (after logout or a 401). */
export function clearAdminCache(queryClient: QueryClient, trpc: RouterContext['trpc']): void {
  queryClient.removeQueries({ queryKey: trpc.admin.pathKey() })
}

/**
 * SPEC: a 401 from any admin call sends the user to the login screen. Redirects as soon as one of `errors`
 * (query errors) is a 401, and returns the redirect for mutation error handlers.
 */
export function useLoginOnUnauthorized(...errors: unknown[]): () => void {
  const trpc = useTRPC()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const toLogin = useCallback(() => {
    clearAdminCache(queryClient, trpc)
    void navigate({ to: ADMIN_LOGIN_PATH })
  }, [queryClient, trpc, navigate])
  const unauthorized = errors.some(isUnauthorized)
  useEffect(() => {
    if (unauthorized) toLogin()
  }, [unauthorized, toLogin])
  return toLogin
}
