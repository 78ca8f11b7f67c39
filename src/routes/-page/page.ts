import { notFound, redirect } from '@tanstack/react-router'
import type { QueryKey } from '@tanstack/react-query'
import { procedureErrorData } from '../../lib/trpc'
import type { RouterContext } from '../../router'
import { PUBLIC_CACHE_CONTROL } from '../../shared/constants'
import { mapViewOf } from '../../shared/page-view'

/**
 * What every public page module shares: its cache policy, how its loader turns a missing record into the
 * page's not-found view, how its head reads the data the loader fetched, and its `?page=N` paging.
 */

/** Response headers of a public page: shareable until the data changes (src/server/http/render-cache.server.ts). */
export const publicPageHeaders = () => ({ 'Cache-Control': PUBLIC_CACHE_CONTROL })

/** Turns a procedure's NOT_FOUND (or an unusable address, BAD_REQUEST) into the route's not-found view and a 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    const code = procedureErrorData(error)?.code
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound()
    throw error
  }
}

/**
 * The page's data as its loader left it in the query cache, for head(): loaders return nothing, so the data
 * reaches the browser once (in the query cache), not twice.
 */
export function loadedData<T>(context: Pick<RouterContext, 'queryClient'>, options: { queryKey: QueryKey }) {
  return context.queryClient.getQueryData(options.queryKey) as T | undefined
}

/** A paged page's address state: `?page=N` for N ≥ 2 (page 1 has no parameter), and `view=map` for its map. */
export interface PageSearch {
  page?: number
  view?: 'map'
}

/**
 * Reads `?page` and `view` from the address. A page that is not a whole number of at least 1 is dropped, and the
 * router then redirects to the address without it (page 1); a view other than the map is the list.
 */
export function pageSearch(search: Record<string, unknown>): PageSearch {
  const text = String(search.page ?? '')
  const view = mapViewOf(search.view)
  return { ...(/^[1-9]\d{0,5}$/.test(text) ? { page: Number(text) } : {}), ...(view ? { view } : {}) }
}

/** The page number a loader asks for; `?page=1` redirects to the address without it (one address per page). */
export function pageOf(path: string, search: PageSearch): number {
  if (search.page === 1) throw redirect({ href: search.view ? `${path}?view=${search.view}` : path, statusCode: 301 })
  return search.page ?? 1
}

/** The address of page `page` of a paged page at `path`. */
export function pagedPath(path: string, page: number): string {
  return page > 1 ? `${path}?page=${page}` : path
}

/** rel=prev/next links of a paged page's head. */
export function pagingLinks(path: string, paging: { page: number; pageCount: number }) {
  return {
    prev: paging.page > 1 ? pagedPath(path, paging.page - 1) : undefined,
    next: paging.page < paging.pageCount ? pagedPath(path, paging.page + 1) : undefined,
  }
}
