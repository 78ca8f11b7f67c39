import { notFound } from '@tanstack/react-router'
import { TRPCClientError } from '@trpc/client'

/** Turns a procedure's NOT_FOUND (or an unusable address, BAD_REQUEST) into the route's not-found view and a 404. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load
  } catch (error) {
    const code = error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined
    if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') throw notFound()
    throw error
  }
}
