import { TRPCError } from '@trpc/server'
import { fetchRequestHandler } from '@trpc/server/adapters/fetch'
import { describe, expect, it } from 'vitest'
import { publicProcedure, router } from './init'

// A router built with the app's own tRPC instance, so its error formatter applies.
const testRouter = router({
  broken: publicProcedure.query(() => {
    throw new Error('SQLITE_ERROR: no such table: secret_admins')
  }),
  refused: publicProcedure.query(() => {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'Arcade not found' })
  }),
})

async function errorOf(path: string) {
  const res = await fetchRequestHandler({
    endpoint: '/api/trpc',
    req: new Request(`http://localhost/api/trpc/${path}`),
    router: testRouter,
    createContext: () => ({}) as never,
  })
  const body = (await res.json()) as { error: { message: string; data: { code: string; requestId?: string } } }
  return { status: res.status, ...body.error }
}

describe('tRPC error formatter', () => {
  it('answers an unexpected error with a generic message, never the internal one', async () => {
    const error = await errorOf('broken')
    expect(error.status).toBe(500)
    expect(error.data.code).toBe('INTERNAL_SERVER_ERROR')
    // The request id names the log line that holds the real message.
    expect(error.data.requestId).toMatch(/^[0-9a-f-]{36}$/)
    expect(error.message).toBe(`Internal server error (reference ${error.data.requestId})`)
    expect(JSON.stringify(error)).not.toContain('SQLITE')
  })

  it('keeps the message of an error the procedure meant to send', async () => {
    const error = await errorOf('refused')
    expect(error.status).toBe(404)
    expect(error.message).toBe('Arcade not found')
  })
})
